/**
 * The hosted session on the gateway's origin: session.js for the merchant page, the page of each hosted field
 * (an iframe), and the endpoints the fields post the shopper's input to. Card data only ever travels from a
 * hosted field (gateway origin) to these endpoints; the merchant page gets the masked answer.
 *
 * POST /form/version/{v}/merchant/{m}/session/{id} takes a whole card at once ({card:{number, expiryMonth,
 * expiryYear, securityCode, nameOnCard}}, any subset) and answers like formSessionUpdate: what tests and the
 * benchmark use instead of a browser (README.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { browserAsset } from "../browser-assets.js";
import { FIELD_ROLES, type FieldValues } from "../cards.js";
import type { SandboxContext } from "../context.js";
import { escapeHtml } from "../acs/three-ds-html.js";
import { applyFormUpdate, sessionExpired } from "./form-update.js";

export const FORM_PREFIX = "/form/version/:version/merchant/:merchantId";

const Role = z.enum(FIELD_ROLES);
const UpdateId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const FieldValue = z.string().max(100);
const FieldBody = z.object({ updateId: UpdateId, role: Role, value: FieldValue });
const UpdateBody = z.object({ updateId: UpdateId, roles: z.array(Role).min(1).max(FIELD_ROLES.length) });
const CardBody = z.object({ card: z.partialRecord(Role, FieldValue) });

type Params = { version: string; merchantId: string; id?: string };

/** The hosted fields' own frames may post here; a merchant page (another origin) may not. */
function fromOwnOrigin(ctx: SandboxContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === ctx.originOf(request);
}

const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors *",
].join("; ");

const FIELD_TITLES: Record<z.infer<typeof Role>, string> = {
  number: "Card number",
  expiryMonth: "Expiry month",
  expiryYear: "Expiry year",
  securityCode: "Security code",
  nameOnCard: "Name on card",
};

export function formRoutes(ctx: SandboxContext) {
  return async function register(app: FastifyInstance) {
    const knownMerchant = (request: FastifyRequest, reply: FastifyReply) => {
      const { merchantId, version } = request.params as Params;
      if (merchantId === ctx.merchantId && /^\d{1,3}$/.test(version)) return true;
      void reply.code(404).type("text/plain").send("Unknown merchant");
      return false;
    };

    app.get(`${FORM_PREFIX}/session.js`, async (request, reply) => {
      if (!knownMerchant(request, reply)) return reply;
      const { version } = request.params as Params;
      const gateway = JSON.stringify({ origin: ctx.originOf(request), version, merchantId: ctx.merchantId });
      return reply
        .type("application/javascript; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(browserAsset("session.js").replace("= __SANDBOX_GATEWAY__;", `= ${gateway.replace(/</g, "\\u003c")};`));
    });

    app.get(`${FORM_PREFIX}/field`, async (request, reply) => {
      if (!knownMerchant(request, reply)) return reply;
      const role = Role.safeParse((request.query as { role?: string }).role);
      if (!role.success) return reply.code(400).type("text/plain").send("Unknown field");
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", FRAME_CSP)
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${escapeHtml(FIELD_TITLES[role.data])}</title>` +
            `<link rel="stylesheet" href="/form/assets/hosted-field.css"></head>` +
            `<body><script src="/form/assets/hosted-field.js"></script></body></html>`,
        );
    });

    app.get("/form/assets/:name", async (request, reply) => {
      const { name } = request.params as { name: string };
      if (name !== "hosted-field.js" && name !== "hosted-field.css" && name !== "auto-submit.js") {
        return reply.code(404).type("text/plain").send("Not found");
      }
      return reply
        .type(name.endsWith(".css") ? "text/css; charset=utf-8" : "application/javascript; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(browserAsset(name));
    });

    // A hosted field posts its own value, kept with the update it belongs to until the update completes.
    app.post(`${FORM_PREFIX}/session/:id/field`, async (request, reply) => {
      if (!knownMerchant(request, reply)) return reply;
      if (!fromOwnOrigin(ctx, request)) return reply.code(403).send({ status: "system_error" });
      const body = FieldBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: "system_error", errors: { message: "INVALID_FIELD" } });
      const session = ctx.store.findSession((request.params as Params).id ?? "");
      if (!session) return sessionExpired((request.params as Params).id ?? "");
      const staged = session.staged.get(body.data.updateId) ?? {};
      staged[body.data.role] = body.data.value;
      session.staged.set(body.data.updateId, staged);
      return { status: "ok" };
    });

    // Once every field of the form has posted: check them together and answer formSessionUpdate.
    app.post(`${FORM_PREFIX}/session/:id/update`, async (request, reply) => {
      if (!knownMerchant(request, reply)) return reply;
      if (!fromOwnOrigin(ctx, request)) return reply.code(403).send({ status: "system_error" });
      const body = UpdateBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: "system_error", errors: { message: "INVALID_UPDATE" } });
      const { id = "", version } = request.params as Params;
      const session = ctx.store.findSession(id);
      if (!session) return sessionExpired(id);
      const staged = session.staged.get(body.data.updateId) ?? {};
      session.staged.delete(body.data.updateId);
      const values: FieldValues = Object.fromEntries(body.data.roles.map((role) => [role, staged[role] ?? ""]));
      return applyFormUpdate(ctx.store, session, values, { merchant: ctx.merchantId, version });
    });

    // The whole card in one request: for tests and the benchmark (what the hosted fields do, without a browser).
    app.post(`${FORM_PREFIX}/session/:id`, async (request, reply) => {
      if (!knownMerchant(request, reply)) return reply;
      if (!fromOwnOrigin(ctx, request)) return reply.code(403).send({ status: "system_error" });
      const body = CardBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: "system_error", errors: { message: "INVALID_CARD" } });
      const { id = "", version } = request.params as Params;
      const session = ctx.store.findSession(id);
      if (!session) return sessionExpired(id);
      return applyFormUpdate(ctx.store, session, body.data.card, { merchant: ctx.merchantId, version });
    });
  };
}
