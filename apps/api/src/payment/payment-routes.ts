/**
 * OCC card payment routes (checkout spec §7.3; contract §2):
 * - POST users/{u}/carts/{c}/payment/session → the hosted-fields session, merchant and session.js URL
 * - POST/PUT users/{u}/carts/{c}/paymentdetails → the cart's card (new from the gateway session, or a saved one)
 * - GET users/{u}/paymentdetails, PATCH (make default) and DELETE users/{u}/paymentdetails/{id} → the customer's saved
 *   cards
 * - POST …/payment/auth/init, PUT …/payment/auth/process → 3-D Secure
 * - POST …/payment/process → the paid order (201) or 400 PaymentError
 * - POST …/paymentlink → an assisted-service agent sends the customer a link to pay the cart themselves
 * Carts are reached only by their owner (guest guid, or the customer's cart); saved cards only by their customer.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  AuthInitRequest,
  AuthProcessRequest,
  AuthResponse,
  NewPaymentDetails,
  PaymentDetails,
  PaymentDetailsList,
  PaymentLinkSent,
  PaymentProcessRequest,
  PaymentSession,
} from "@dukkan/occ/checkout";
import { Order } from "@dukkan/occ/order";
import type { UserGuards } from "../guards/user-guard.js";
import { caller, cartContext, cartParams, send } from "../cart/cart-route-support.js";
import { OccQuery } from "../occ/params.js";
import type { PaymentDetailsService } from "./payment-details.js";
import type { PaymentLinks } from "./payment-links.js";
import type { PaymentService } from "./payment-service.js";
import { callerUid } from "../occ/request-context.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Payment"];
const userParams = z.object({ userId: z.string().max(256) });
const empty = z.undefined().describe("Empty body");

export function paymentRoutes(
  payments: PaymentService,
  details: PaymentDetailsService,
  links: PaymentLinks,
  guards: UserGuards,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/carts/:cartId/payment/session",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Create a payment gateway session for the hosted card fields",
          description:
            "A new gateway session for the cart's card payment: `session` (its id), `merchant` and `scriptUrl` " +
            "(the gateway's session.js). `purpose=cvv` asks for the saved-card security-code session; the answer " +
            "has the same shape. No card data ever passes through this API.",
          params: cartParams,
          querystring: OccQuery.extend({ purpose: z.enum(["card", "cvv"]).optional() }),
          response: { 201: PaymentSession, ...errors },
        },
      },
      async (request, reply) => {
        const session = await payments.createSession(
          cartContext(request),
          request.params.cartId,
          request.query.purpose,
        );
        return reply.code(201).send(session);
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/paymentdetails",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Pay the cart with the card entered in the hosted fields",
          description:
            "Reads the masked card from the gateway session `sessionID`. Without `billingAddress` the delivery " +
            "address is the billing address. `saved: true` (customers only) keeps a gateway token as a saved card; " +
            "`defaultPayment: true` makes it the default (a customer's first saved card is the default anyway).",
          params: cartParams,
          querystring: OccQuery,
          body: NewPaymentDetails,
          response: { 201: PaymentDetails, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await details.addToCart(caller(request), request.params.cartId, request.body);
        return reply.code(201).send(answer);
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/paymentdetails",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Pay the cart with one of the customer's saved cards",
          params: cartParams,
          querystring: OccQuery.extend({ paymentDetailsId: z.string().min(1).max(40) }),
          response: { 200: empty, ...errors },
        },
      },
      async (request, reply) => {
        await details.useSaved(caller(request), request.params.cartId, request.query.paymentDetailsId);
        return reply.code(200).send();
      },
    );

    app.get(
      "/users/:userId/paymentdetails",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Get the customer's saved cards",
          description: "The default card first, then the newest first. Masked numbers only.",
          params: userParams,
          querystring: OccQuery.extend({ saved: z.enum(["true", "false"]).optional() }),
          response: { 200: PaymentDetailsList, ...errors },
        },
      },
      async (request) => details.list(callerUid(request.context)!),
    );

    app.delete(
      "/users/:userId/paymentdetails/:paymentDetailsId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Delete one of the customer's saved cards",
          description:
            "Removes the card and its token at the payment gateway. Another customer's card answers like an " +
            "unknown one (UnknownIdentifierError).",
          params: userParams.extend({ paymentDetailsId: z.string().min(1).max(40) }),
          querystring: OccQuery,
          response: { 200: empty, ...errors },
        },
      },
      async (request, reply) => {
        await details.remove(callerUid(request.context)!, request.params.paymentDetailsId, request.log);
        return reply.code(200).send();
      },
    );

    app.patch(
      "/users/:userId/paymentdetails/:paymentDetailsId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Make one of the customer's saved cards the default",
          description:
            "Body {defaultPayment: true}; the card that was the default stops being it. Another customer's card " +
            "answers like an unknown one (UnknownIdentifierError). Answers the card.",
          params: userParams.extend({ paymentDetailsId: z.string().min(1).max(40) }),
          querystring: OccQuery,
          body: z.object({ defaultPayment: z.literal(true) }),
          response: { 200: PaymentDetails, ...errors },
        },
      },
      async (request) => details.setDefault(callerUid(request.context)!, request.params.paymentDetailsId),
    );

    app.post(
      "/users/:userId/carts/:cartId/payment/auth/init",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Start 3-D Secure for the cart's total",
          description:
            "Opens a new payment attempt (gateway order `{cartCode}-{n}`) for the server-priced cart total and " +
            "initiates authentication on the session. Answers the status (AUTHENTICATION_AVAILABLE when the " +
            "payer can be authenticated) and `redirect.ctx`, the 3-DS method HTML to run in the page.",
          params: cartParams,
          querystring: OccQuery,
          body: AuthInitRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) => payments.initiateAuthentication(cartContext(request), request.params.cartId, request.body),
    );

    app.put(
      "/users/:userId/carts/:cartId/payment/auth/process",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Authenticate the payer (3-D Secure challenge or frictionless)",
          description:
            "`redirect.ctx` is the issuer's challenge (or frictionless redirect) HTML; it ends with the shopper " +
            "on `returnUrl`, which must be the storefront's checkout/payment-details/validation page on an " +
            "allowed storefront origin.",
          params: cartParams,
          querystring: OccQuery,
          body: AuthProcessRequest,
          response: { 200: AuthResponse, ...errors },
        },
      },
      async (request) =>
        payments.authenticatePayer(cartContext(request), request.params.cartId, request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        }),
    );

    app.post(
      "/users/:userId/carts/:cartId/payment/process",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Pay the authenticated cart and place its order",
          description:
            "Reads the gateway order back, requires a successful 3-D Secure authentication, reserves the stock, " +
            "pays the server-priced total and answers the placed order. Repeating the call answers the same order " +
            "and never charges twice. Refusals: 400 PaymentError with reason EXPIRED_CARD, DECLINED, " +
            "INSUFFICIENT_FUNDS, TIMED_OUT, UNKNOWN, UNSPECIFIED_FAILURE, ACQUIRER_SYSTEM_ERROR, an " +
            "AUTHENTICATION_* status, or validation.cannotProceedCheckout (stock).",
          params: cartParams,
          querystring: OccQuery,
          body: PaymentProcessRequest,
          response: { 201: Order, ...errors },
        },
      },
      async (request, reply) => {
        const order = await payments.process(cartContext(request), request.params.cartId, request.body);
        return send(reply, JSON.stringify(order), 201);
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/paymentlink",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Send the customer a link to pay the cart by card (assisted-service agents only)",
          description:
            "For an agent acting for the customer (decision 0085): e-mails the customer, and texts a verified " +
            "mobile number, a link to the storefront's checkout, where they sign in and pay the cart themselves. " +
            "The cart needs its entries, delivery address and delivery mode (400 ValidationError " +
            "checkoutReview.checkOutHasMissing otherwise); the message states its server-priced total, in the " +
            "customer's language. The customer's own token, or none, is refused (403). At most 3 links per cart " +
            "an hour (429). An agent serving a guest (decision 0087) sends it on users/anonymous with the guest " +
            "cart's guid: by e-mail only, to the address the guest gave for the cart (400 " +
            "checkoutReview.checkOutHasMissing without one), in the request's language.",
          params: cartParams,
          querystring: OccQuery,
          response: { 201: PaymentLinkSent, ...errors, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        const sent = await links.send(request.context, request.params.cartId, request.agent);
        return reply.code(201).send(sent);
      },
    );
  };
}
