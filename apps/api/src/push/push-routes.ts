/**
 * Push routes (shopping spec §7; account spec §7 Native app push), on the spec's paths:
 *
 * - POST  users/{userId}/pushes/notification/info           {id, token, active} → 201 the device's info
 * - PATCH users/{userId}/pushes/notification/info           {id, token, active} → 200 (the app's refreshed token)
 * - PATCH users/{userId}/pushes/notification/info/inactive  {id} → 204; after sign-out the app's page calls it as
 *   `users/anonymous/…` with a client token and `{id, user: {uid}}`
 *
 * and web push (account spec §4.7), the browser's subscription as `PushSubscription.toJSON()` gives it:
 *
 * - POST   users/{userId}/pushes/webpush/subscriptions  → 201 the notification preferences (SITE_MESSAGE now on)
 * - DELETE users/{userId}/pushes/webpush/subscriptions?endpoint=… → 204 (sign-out disconnects the browser)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotificationPreferenceList, OccErrorList } from "@dukkan/occ";
import { UserIdParams } from "../account/account.schemas.js";
import type { Database } from "../db/client.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccHttpError } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { callerUid } from "../occ/request-context.js";
import { loadPreferences } from "../stock-notifications/notification-preferences.js";
import { deactivateDevice, saveDevice } from "./push-devices.js";
import { PushDeviceDeactivation, PushNotificationInfo, WebPushSubscriptionBody } from "./push.schemas.js";
import { connectBrowser, disconnectBrowser } from "./web-push-subscriptions.js";

const errorResponses = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const tags = ["Push notifications"];

export function pushRoutes(db: Database, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const infoSchema = {
      tags,
      params: UserIdParams,
      querystring: OccQuery,
      body: PushNotificationInfo,
    };

    app.post(
      "/users/:userId/pushes/notification/info",
      {
        preHandler: guards.requireCustomer,
        schema: {
          ...infoSchema,
          summary: "Register the shop app's device for the customer's app push",
          description:
            "The page sends it when the app answers with `sendUserToken`. The device stops receiving the pushes of any other customer who used it before.",
          response: { 201: PushNotificationInfo, ...errorResponses },
        },
      },
      async (request, reply) => {
        await saveDevice(db, callerUid(request.context)!, request.body);
        return reply.status(201).send(request.body);
      },
    );

    app.patch(
      "/users/:userId/pushes/notification/info",
      {
        preHandler: guards.requireCustomer,
        schema: {
          ...infoSchema,
          summary: "Update the device's push token (the app's `updatedTokens`)",
          response: { 200: PushNotificationInfo, ...errorResponses },
        },
      },
      async (request) => {
        await saveDevice(db, callerUid(request.context)!, request.body);
        return request.body;
      },
    );

    app.patch(
      "/users/:userId/pushes/notification/info/inactive",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags,
          summary: "Stop app push on a device (the app's `sendDeviceToken`, also after sign-out)",
          description:
            "A signed-in customer sends `{id}`. After sign-out the page sends `users/anonymous/…` with the client's bearer token and `{id, user: {uid}}`. The answer is the same whether or not the device was registered.",
          params: UserIdParams,
          querystring: OccQuery,
          body: PushDeviceDeactivation,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const uid = callerUid(request.context);
        if (uid) {
          await deactivateDevice(db, uid, request.body.id);
          return reply.status(204).send(null);
        }
        // Anonymous: only the shop's own client (a client-credentials token, checked by the guard) may ask.
        if (!request.headers.authorization) {
          throw new OccHttpError(401, [
            { type: "UnauthorizedError", message: "Full authentication is required to access this resource" },
          ]);
        }
        if (!request.body.user) {
          throw new OccHttpError(400, [
            {
              type: "ValidationError",
              reason: "missing",
              subject: "user.uid",
              subjectType: "parameter",
              message: "user.uid is required for the anonymous user",
            },
          ]);
        }
        await deactivateDevice(db, request.body.user.uid.toLowerCase(), request.body.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/users/:userId/pushes/webpush/subscriptions",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags,
          summary: "Connect this browser to the customer's web push",
          description:
            "The browser's permission is the consent: the SITE_MESSAGE channel is turned on and the consent stored as 1 (true).",
          params: UserIdParams,
          querystring: OccQuery,
          body: WebPushSubscriptionBody,
          response: { 201: NotificationPreferenceList, ...errorResponses },
        },
      },
      async (request, reply) => {
        const uid = callerUid(request.context)!;
        await connectBrowser(db, uid, request.body);
        return reply.status(201).send({ preferences: await loadPreferences(db, uid) });
      },
    );

    app.delete(
      "/users/:userId/pushes/webpush/subscriptions",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags,
          summary: "Disconnect this browser from the customer's web push (sign-out)",
          params: UserIdParams,
          querystring: OccQuery.extend({ endpoint: z.string().min(1).max(2048) }),
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await disconnectBrowser(db, callerUid(request.context)!, request.query.endpoint);
        return reply.status(204).send(null);
      },
    );
  };
}
