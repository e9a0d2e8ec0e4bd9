/**
 * OCC consent routes (account spec §2.10, §7 'Consents'; SAP OCC's shapes):
 * - GET    users/{u}/consenttemplates                 → every template with the customer's current answer
 * - GET    users/{u}/consenttemplates/{templateId}    → one template
 * - POST   users/{u}/consents?consentTemplateId=&consentTemplateVersion= → give (201, the template)
 * - DELETE users/{u}/consents/{consentCode}           → withdraw
 * Only for the signed-in customer; another customer's consent code answers like an unknown one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { ConsentTemplate, ConsentTemplateList } from "@dukkan/occ/consents";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { callerUid } from "../occ/request-context.js";
import type { ConsentService } from "./consent-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Consents"];
const userParams = z.object({ userId: z.string().max(256) });
const templateId = z.string().min(1).max(64);

export function consentRoutes(consents: ConsentService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/consenttemplates",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "The consent templates, each with the customer's current consent",
          description:
            "Names and descriptions in `lang`. `currentConsent` is the latest answer to the template's current " +
            "version: given on consentGivenDate, withdrawn when consentWithdrawnDate is set. `required` templates " +
            "(the registration's terms) cannot be withdrawn.",
          params: userParams,
          querystring: OccQuery,
          response: { 200: ConsentTemplateList, ...errors },
        },
      },
      async (request) => consents.templates(callerUid(request.context)!, request.context.language),
    );

    app.get(
      "/users/:userId/consenttemplates/:consentTemplateId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "One consent template with the customer's current consent",
          params: userParams.extend({ consentTemplateId: templateId }),
          querystring: OccQuery,
          response: { 200: ConsentTemplate, ...errors },
        },
      },
      async (request) =>
        consents.template(callerUid(request.context)!, request.params.consentTemplateId, request.context.language),
    );

    app.post(
      "/users/:userId/consents",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Give a consent",
          description:
            "Giving a consent already given changes nothing. A `consentTemplateVersion` other than the current one " +
            "answers 400. Giving MARKETING_EMAIL subscribes the customer's e-mail to the newsletter.",
          params: userParams,
          querystring: OccQuery.extend({
            consentTemplateId: templateId,
            consentTemplateVersion: z.coerce.number().int().min(0).optional(),
          }),
          response: { 201: ConsentTemplate, ...errors },
        },
      },
      async (request, reply) => {
        const { consentTemplateId, consentTemplateVersion } = request.query;
        const template = await consents.give(
          callerUid(request.context)!,
          consentTemplateId,
          consentTemplateVersion,
          request.context.language,
        );
        return reply.code(201).send(template);
      },
    );

    app.delete(
      "/users/:userId/consents/:consentCode",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Withdraw a consent",
          description:
            "Keeps the consent with its withdrawal date. Withdrawing MARKETING_EMAIL unsubscribes the customer's " +
            "e-mail from the newsletter. A required consent answers 400; another customer's code answers " +
            "UnknownIdentifierError.",
          params: userParams.extend({ consentCode: z.string().min(1).max(64) }),
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        await consents.withdraw(callerUid(request.context)!, request.params.consentCode);
        return reply.code(200).send();
      },
    );
  };
}
