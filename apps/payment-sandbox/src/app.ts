/**
 * The payment sandbox: a local stand-in for the Mastercard Gateway test environment, on its own origin.
 * `buildSandboxGateway` returns a ready Fastify instance without listening (the API's tests run it in-process
 * on port 0; src/server.ts runs it as a process). State lives in memory (README.md).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { acsRoutes } from "./acs/acs-routes.js";
import type { FieldRole } from "./cards.js";
import type { SandboxContext } from "./context.js";
import { formRoutes } from "./hosted/form-routes.js";
import type { FormSessionUpdate } from "./hosted/form-update.js";
import { GatewayError } from "./rest/gateway-error.js";
import { REST_PREFIX, restRoutes } from "./rest/rest-routes.js";
import { TransactionService } from "./rest/transactions.js";
import { SandboxStore, type StoreLimits } from "./store.js";

export { TEST_CARDS, PAY_OUTCOMES_BY_EXPIRY } from "./cards.js";
export type { FormSessionUpdate } from "./hosted/form-update.js";

export const SANDBOX_DEFAULTS = {
  merchantId: "TESTDUKKAN",
  apiPassword: "sandbox-api-password",
  apiVersion: "100",
  port: 4300,
} as const;

export interface SandboxGatewayOptions {
  /** Default TESTDUKKAN. */
  merchantId?: string;
  /** Default "sandbox-api-password". */
  apiPassword?: string;
  /**
   * The origin browsers reach the sandbox at (used in session.js, hosted fields and 3-D Secure HTML). Default:
   * the origin each request was addressed to, which is right whenever the API and browsers use the same address.
   */
  publicUrl?: string;
  /** The clock (expiry outcomes, session lifetime); tests pin it. */
  now?: () => Date;
  limits?: Partial<StoreLimits>;
  /** How long an AUTHORIZE can be captured (default 7 days); a later CAPTURE is DECLINED. */
  authorizationValidityMs?: number;
  /** A JSON file keeping tokens (saved cards) across restarts; default none (memory only). */
  tokenFile?: string;
  logger?: FastifyServerOptions["logger"];
}

export type SandboxGateway = FastifyInstance & {
  sandbox: { merchantId: string; apiPassword: string; store: SandboxStore };
};

const DEFAULT_LIMITS: StoreLimits = {
  maxSessions: 10_000,
  maxOrders: 20_000,
  maxTokens: 10_000,
  // Like the gateway's hosted session lifetime.
  sessionLifetimeMs: 60 * 60 * 1000,
};

export async function buildSandboxGateway(options: SandboxGatewayOptions = {}): Promise<SandboxGateway> {
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl?.replace(/\/+$/, "");
  const ctx: SandboxContext = {
    merchantId: options.merchantId ?? SANDBOX_DEFAULTS.merchantId,
    apiPassword: options.apiPassword ?? SANDBOX_DEFAULTS.apiPassword,
    store: new SandboxStore({ ...DEFAULT_LIMITS, ...options.limits }, now, options.tokenFile),
    now,
    authorizationValidityMs: options.authorizationValidityMs ?? 7 * 24 * 60 * 60 * 1000,
    originOf: (request) => publicUrl ?? `${request.protocol}://${request.host}`,
  };
  const transactions = new TransactionService(ctx);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 65_536 });

  // Like the gateway, an empty JSON body is no body (POST /session is often sent that way).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    if (body === "") return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new GatewayError(400, "INVALID_REQUEST", "The request body is not valid JSON"), undefined);
    }
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof GatewayError) return reply.code(error.statusCode).send(error.body());
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(new GatewayError(status, "INVALID_REQUEST", message ?? "Invalid request").body());
    }
    reply.log.error(error);
    return reply
      .code(500)
      .send(new GatewayError(500, "SERVER_FAILED", "The sandbox failed to process the request").body());
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(new GatewayError(404, "INVALID_REQUEST", "No such operation").body()),
  );

  if (ctx.store.tokenFileProblem) app.log.warn(`${ctx.store.tokenFileProblem}; starting without saved tokens`);
  app.get("/health", async () => ({ status: "UP" }));
  await app.register(restRoutes(ctx, transactions), { prefix: REST_PREFIX });
  await app.register(formRoutes(ctx));
  await app.register(acsRoutes(ctx, transactions));

  const sandbox = { merchantId: ctx.merchantId, apiPassword: ctx.apiPassword, store: ctx.store };
  return Object.assign(app, { sandbox }) as SandboxGateway;
}

/** A card for submitCard: the raw text of each hosted field (any subset, like a form with those fields). */
export type SandboxCard = Partial<Record<FieldRole, string>>;

/**
 * Fills a gateway session with a card the way the hosted fields do, without a browser: POST
 * {gatewayUrl}/form/version/{v}/merchant/{m}/session/{sessionId} with {card}. Answers formSessionUpdate's shape.
 * For tests and the benchmark only; the shop itself never sees card data.
 */
export async function submitCard(
  gatewayUrl: string,
  sessionId: string,
  card: SandboxCard,
  options: { merchantId?: string; apiVersion?: string } = {},
): Promise<FormSessionUpdate> {
  const merchantId = options.merchantId ?? SANDBOX_DEFAULTS.merchantId;
  const version = options.apiVersion ?? SANDBOX_DEFAULTS.apiVersion;
  const url = `${gatewayUrl.replace(/\/+$/, "")}/form/version/${version}/merchant/${encodeURIComponent(merchantId)}/session/${encodeURIComponent(sessionId)}`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card }),
  });
  if (!response.ok) throw new Error(`submitCard: ${response.status} ${await response.text()}`);
  return (await response.json()) as FormSessionUpdate;
}
