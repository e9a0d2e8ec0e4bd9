/**
 * OCC checkout routes (checkout spec §7.1–7.2): users/{userId}/carts/{cartId}/addresses/delivery (+ /pos),
 * …/deliverymodes, …/deliverymode, …/email (guests), …/paymentmode, and the shop-level stores/country/AE/region
 * /{regionIso} and paymentmodes. The user guard checks the token; CheckoutService only acts on the caller's carts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { Address, AddressFields } from "@dukkan/occ/address";
import {
  DeliveryMode,
  DeliveryModeList,
  PaymentModeList,
  PickUpSubmission,
  PointOfServiceList,
} from "@dukkan/occ/checkout";
import { PaymentModeWithRedemption } from "@dukkan/occ/loyalty";
import { EMAIL_MAX_LENGTH } from "@dukkan/occ/rules";
import type { UserGuards } from "../guards/user-guard.js";
import { cartContext, cartParams, errors } from "../cart/cart-route-support.js";
import type { Database } from "../db/client.js";
import { OccQuery } from "../occ/params.js";
import type { CheckoutService } from "./checkout-service.js";
import { storesInRegion } from "../stores/points-of-service.js";

const EMPTY = z.undefined().describe("Empty body");

/** The checkout's address form sends the map pin; a new delivery address without one is refused. */
const NewDeliveryAddress = AddressFields.extend({
  latitude: z.number({ error: "addressForm.required" }).min(-90).max(90),
  longitude: z.number({ error: "addressForm.required" }).min(-180).max(180),
});

export function checkoutRoutes(checkout: CheckoutService, db: Database, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      "/users/:userId/carts/:cartId/addresses/delivery",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Deliver the cart to one of the customer's saved addresses",
          description:
            "`addressId` must be one of the caller's own addresses (guests have none: 400 " +
            "UnknownIdentifierError). Its region must be the region of the request's `area` (400 ValidationError " +
            "reason checkoutReview.checkAreaIsDifferent). The delivery mode is kept; a pick-up store is dropped.",
          params: cartParams,
          querystring: OccQuery.extend({ addressId: z.string().trim().min(1).max(100) }),
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId } = request.params;
        await checkout.setDeliveryAddress(cartContext(request), cartId, request.query.addressId);
        return reply.code(200).send();
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/addresses/delivery",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Create the cart's delivery address",
          description:
            "The address form's fields with the map pin (latitude and longitude required). The pin must lie in " +
            "the address's region (400 ValidationError reason map.outOfScope, subject latitude), the region must " +
            "be the request `area`'s, and the area a delivery area of the region. A customer's address is also " +
            "saved to the address book (the default when it is the first); guests' phone numbers have 12 digits.",
          params: cartParams,
          querystring: OccQuery,
          body: NewDeliveryAddress,
          response: { 201: Address, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId } = request.params;
        const address = await checkout.createDeliveryAddress(cartContext(request), cartId, request.body);
        return reply.code(201).send(address);
      },
    );

    app.delete(
      "/users/:userId/carts/:cartId/addresses/delivery",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Remove the cart's delivery address",
          description: "Also drops a pick-up store and its contact; the delivery mode stays.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        await checkout.clearDeliveryAddress(cartContext(request), request.params.cartId);
        return reply.code(200).send();
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/addresses/delivery/pos",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Pick the order up at a store",
          description:
            "Needs the request's `area` (400 reason adressMessage.missingRegion); the submitted region must be " +
            "its region and the store one of the region's. Sets the delivery mode to pick-up (free), the store " +
            "as deliveryPointOfService and the contact, with the store's address lines, as the delivery address. " +
            "Without an e-mail the contact gets the guest's e-mail given for the cart, or the customer's account e-mail.",
          params: cartParams,
          querystring: OccQuery,
          body: PickUpSubmission,
          response: { 201: Address.partial(), ...errors },
        },
      },
      async (request, reply) => {
        const { cartId } = request.params;
        const address = await checkout.setPickUp(cartContext(request), cartId, request.body);
        return reply.code(201).send(address);
      },
    );

    app.get(
      "/users/:userId/carts/:cartId/deliverymodes",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "List the delivery modes for the cart",
          description:
            "Each mode with what it would cost this cart in the request's `area`: home delivery the area's fee " +
            "(free at or above its threshold or with a free-shipping promotion), pick-up free. Without an area the " +
            "home-delivery cost is absent.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: DeliveryModeList, ...errors },
        },
      },
      async (request) => checkout.supportedModes(cartContext(request), request.params.cartId),
    );

    app.get(
      "/users/:userId/carts/:cartId/deliverymode",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Get the cart's delivery mode",
          description: "The chosen mode with its cost now; an empty body when none is chosen.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: DeliveryMode.or(EMPTY), ...errors },
        },
      },
      async (request, reply) => {
        const mode = await checkout.cartMode(cartContext(request), request.params.cartId);
        return reply.code(200).send(mode);
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/deliverymode",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Set the cart's delivery mode",
          description:
            "`deliveryModeId` is home-delivery or pick-up; any other code answers 400 ValidationError (reason " +
            "setDeliveryMode.unknownError). The delivery address is kept when it fits the new mode (a home address " +
            "for home delivery, a store contact for pick-up) and removed otherwise.",
          params: cartParams,
          querystring: OccQuery.extend({ deliveryModeId: z.string().trim().min(1).max(100) }),
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        await checkout.setMode(cartContext(request), request.params.cartId, request.query.deliveryModeId);
        return reply.code(200).send();
      },
    );

    app.delete(
      "/users/:userId/carts/:cartId/deliverymode",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Remove the cart's delivery mode",
          description: "A pick-up store and its contact go with it.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        await checkout.clearMode(cartContext(request), request.params.cartId);
        return reply.code(200).send();
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/email",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Give a guest cart the guest's e-mail",
          description:
            "Guests only (users/anonymous, the cart's guid). The cart then answers `guestCart: true` and " +
            "`user.uid` '{guid}|{email}'. An invalid address answers 400 ValidationError (reason email.formatError).",
          params: cartParams,
          querystring: OccQuery.extend({ email: z.string().max(EMAIL_MAX_LENGTH) }),
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        await checkout.setGuestEmail(cartContext(request), request.params.cartId, request.query.email);
        return reply.code(200).send();
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/paymentmode",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Checkout"],
          summary: "Set the cart's payment mode",
          description:
            "`paymentMode` (query, or the body `{paymentMode, redemption}` of checkout spec §7.2) is card, " +
            "pay-on-delivery or loyalty-point (an order the customer's points pay in full). Empty: 400 " +
            "'paymentCode is empty!'; unknown: 400; guests cannot pay on delivery (400 reason notAllowed) nor " +
            "with points (403). `redemption` {choices: partial|all, totalRedeemValue} sets the points to pay " +
            "with, checked like PUT …/redemption/value; pay-on-delivery removes them.",
          params: cartParams,
          querystring: OccQuery.extend({ paymentMode: z.string().max(100).optional() }),
          body: PaymentModeWithRedemption.nullish(),
          response: { 200: EMPTY, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        await checkout.setPaymentMode(
          cartContext(request),
          request.params.cartId,
          body?.paymentMode ?? request.query.paymentMode,
          body?.redemption,
        );
        return reply.code(200).send();
      },
    );

    app.get(
      "/paymentmodes",
      {
        schema: {
          tags: ["Checkout"],
          summary: "List the payment modes",
          description: "card and pay-on-delivery, named in the request language.",
          querystring: OccQuery,
          response: { 200: PaymentModeList, 400: OccErrorList },
        },
      },
      async (request) => checkout.paymentModes(request.context.language),
    );

    app.get(
      "/stores/country/:countryIso/region/:regionIso",
      {
        schema: {
          tags: ["Checkout"],
          summary: "List the stores of a region",
          description:
            "The points of service of the region (AE-DU …) in the request language, with the formatted address, " +
            "contact and opening hours (weekday names localised). A region without stores answers an empty list.",
          params: z.object({
            countryIso: z.literal("AE"),
            regionIso: z.string().regex(/^AE-[A-Z]{2,3}$/, "must look like AE-DU"),
          }),
          querystring: OccQuery,
          response: { 200: PointOfServiceList, 400: OccErrorList },
        },
      },
      async (request) => ({
        pointOfServices: await storesInRegion(db, request.params.regionIso, request.context.language),
      }),
    );
  };
}
