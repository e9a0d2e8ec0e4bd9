/**
 * The REST subset of the gateway under /api/rest/version/{v}/merchant/{m}: sessions, tokens, transactions
 * (INITIATE_AUTHENTICATION, AUTHENTICATE_PAYER, PAY) and retrieving orders and transactions.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context.js";
import { maskedCard } from "../cards.js";
import { sessionView } from "../session-view.js";
import type { SandboxToken } from "../store.js";
import { notFound, invalidRequest } from "./gateway-error.js";
import { checkMerchantCredentials } from "./merchant-auth.js";
import {
  CreateSessionBody,
  CreateTokenBody,
  Identifier,
  TransactionBody,
  UpdateSessionBody,
  parseBody,
} from "./request.schemas.js";
import { TransactionService, orderView, transactionView, type ViewContext } from "./transactions.js";

export const REST_PREFIX = "/api/rest/version/:version/merchant/:merchantId";

type Params = { version: string; merchantId: string; id?: string; orderId?: string; transactionId?: string };

export function restRoutes(ctx: SandboxContext, transactions: TransactionService) {
  return async function register(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      const { version, merchantId } = request.params as Params;
      checkMerchantCredentials(request.headers.authorization, merchantId, ctx);
      if (!/^\d{1,3}$/.test(version)) throw invalidRequest("Unsupported API version", "version");
    });
    const viewOf = (request: FastifyRequest): ViewContext => ({
      version: (request.params as Params).version,
      origin: ctx.originOf(request),
      merchantId: ctx.merchantId,
    });
    const identifier = (value: string | undefined, field: string) => {
      if (!Identifier.safeParse(value).success) throw invalidRequest(`Value '${field}' is invalid`, field);
      return value as string;
    };

    app.post("/session", async (request, reply) => {
      const body = parseBody(CreateSessionBody, request.body ?? undefined);
      const session = ctx.store.createSession(body?.session?.authenticationLimit ?? 5);
      const view = sessionView(ctx.merchantId, viewOf(request).version, session);
      return reply.code(201).send({ merchant: view.merchant, result: "SUCCESS", session: view.session });
    });

    app.put("/session/:id", async (request) => {
      const { id } = request.params as Params;
      const session = transactions.liveSession(id ?? "");
      const body = parseBody(UpdateSessionBody, request.body);
      if (body.sourceOfFunds?.token) {
        const token = ctx.store.tokens.get(body.sourceOfFunds.token);
        if (!token) throw invalidRequest("Token not found", "sourceOfFunds.token");
        session.card = { ...token.card };
        // A security code typed in this session's hosted field (a saved card's CVV) stays with it.
        session.token = token.token;
      }
      if (body.order) session.order = { ...session.order, ...withoutUndefined(body.order) };
      if (body.authentication) session.authentication = { ...session.authentication, ...body.authentication };
      if (body.session?.authenticationLimit) session.authenticationLimit = body.session.authenticationLimit;
      session.updateStatus = "SUCCESS";
      ctx.store.touchSession(session);
      return sessionView(ctx.merchantId, viewOf(request).version, session);
    });

    app.get("/session/:id", async (request) => {
      const { id } = request.params as Params;
      return sessionView(ctx.merchantId, viewOf(request).version, transactions.liveSession(id ?? ""));
    });

    app.post("/token", async (request, reply) => {
      const body = parseBody(CreateTokenBody, request.body);
      const session = transactions.liveSession(body.session.id);
      if (!session.card) throw invalidRequest("The session does not contain card details", "session.id");
      const token = ctx.store.tokenFor(session.card);
      return reply.code(201).send(tokenView(ctx.merchantId, token));
    });

    app.get("/token/:id", async (request) => {
      const token = ctx.store.tokens.get((request.params as Params).id ?? "");
      if (!token) throw notFound("Token not found", "token");
      return tokenView(ctx.merchantId, token);
    });

    app.delete("/token/:id", async (request) => {
      if (!ctx.store.deleteToken((request.params as Params).id ?? "")) throw notFound("Token not found", "token");
      return { result: "SUCCESS" };
    });

    app.put("/order/:orderId/transaction/:transactionId", async (request) => {
      const params = request.params as Params;
      const orderId = identifier(params.orderId, "order.id");
      const transactionId = identifier(params.transactionId, "transaction.id");
      const body = parseBody(TransactionBody, request.body);
      const { order, txn } = transactions.put(orderId, transactionId, body);
      return transactionView(viewOf(request), order, txn);
    });

    app.get("/order/:orderId", async (request) => {
      const order = transactions.findOrder((request.params as Params).orderId ?? "");
      return orderView(viewOf(request), order);
    });

    app.get("/order/:orderId/transaction/:transactionId", async (request) => {
      const params = request.params as Params;
      const order = transactions.findOrder(params.orderId ?? "");
      const txn = order.transactions.get(params.transactionId ?? "");
      if (!txn) throw notFound("Unable to find transaction for order", "transaction.id");
      return transactionView(viewOf(request), order, txn);
    });
  };
}

function tokenView(merchantId: string, token: SandboxToken) {
  const card = maskedCard(token.card);
  return {
    merchant: merchantId,
    repositoryId: "SANDBOX",
    result: "SUCCESS",
    response: { gatewayCode: "BASIC_VERIFICATION_SUCCESSFUL" },
    // Token answers carry the expiry as MMYY, as the gateway's token repository does.
    sourceOfFunds: { type: "CARD", provided: { card: { ...card, expiry: `${card.expiry.month}${card.expiry.year}` } } },
    status: "VALID",
    token: token.token,
    usage: { lastUpdated: token.createdAt, ...(token.lastUsed ? { lastUsed: token.lastUsed } : {}) },
    verificationStrategy: "BASIC",
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
