/**
 * The issuer side of 3-D Secure, on the gateway's origin:
 * - POST /acs/method: the 3-DS method URL (loaded in a hidden iframe after INITIATE_AUTHENTICATION);
 * - GET|POST /acs/challenge/{ref}: the challenge page, where the tester picks Successful, Failed or Rejected;
 * - POST /acs/challenge/{ref}/result: records the choice, then posts the outcome to the merchant's
 *   redirectResponseUrl in the top window (the choice is submitted with target=_top, so the shopper leaves the
 *   challenge iframe with a click, which browsers allow).
 */
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { maskNumber } from "../cards.js";
import type { SandboxContext } from "../context.js";
import { authenticationOutcome, type TransactionService } from "../rest/transactions.js";
import type { AuthenticationTransaction, SandboxOrder } from "../store.js";
import { escapeHtml } from "./three-ds-html.js";

const Outcome = z.object({ outcome: z.enum(["successful", "failed", "rejected"]) });
const MethodBody = z.object({ threeDSMethodData: z.string().max(2000) });

function page(reply: FastifyReply, title: string, body: string, formTarget?: string, status = 200) {
  const formAction = ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])].join(" ");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors *`,
    )
    .header("referrer-policy", "no-referrer")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>${STYLES}</style></head><body><main>${body}</main></body></html>`,
    );
}

const STYLES = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Kufi Arabic",sans-serif;color:#1f2937;background:#f3f4f6}
body{margin:0;padding:16px}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px}
h1{font-size:1.15rem;margin:0 0 4px}
p{margin:0 0 12px;line-height:1.5}
.badge{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#92400e;background:#fef3c7;border-radius:999px;padding:2px 10px;margin-bottom:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;font-size:.95rem}
dt{color:#6b7280}dd{margin:0;font-weight:600;direction:ltr;text-align:start}
fieldset{border:0;padding:0;margin:0;display:grid;gap:10px}
legend{font-weight:600;margin-bottom:8px}
button{display:block;width:100%;min-height:48px;border:0;border-radius:8px;padding:12px 16px;font:inherit;font-weight:600;text-align:start;cursor:pointer}
button small{display:block;font-weight:400;opacity:.9}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.successful{background:#15803d;color:#fff}.failed{background:#b91c1c;color:#fff}.rejected{background:#374151;color:#fff}
`;

function challengePage(
  reply: FastifyReply,
  merchantId: string,
  reference: string,
  order: SandboxOrder,
  txn: AuthenticationTransaction,
) {
  const amount = txn.amount ? `${txn.currency} ${txn.amount}` : txn.currency;
  const choice = (outcome: string, label: string, explanation: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${outcome}">${label}<small>${explanation}</small></button>`;
  return page(
    reply,
    "3-D Secure challenge (sandbox)",
    `<span class="badge">Payment sandbox · test issuer</span>` +
      `<h1>Confirm this payment</h1>` +
      `<p>This page stands in for the card issuer's 3-D Secure check. Choose how the check ends.</p>` +
      `<dl><dt>Merchant</dt><dd>${escapeHtml(merchantId)}</dd>` +
      `<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>` +
      `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>` +
      `<dt>Card</dt><dd>${escapeHtml(`${txn.card.scheme} ${maskNumber(txn.card.number)}`)}</dd></dl>` +
      `<form method="post" action="/acs/challenge/${encodeURIComponent(reference)}/result" target="_top">` +
      `<fieldset><legend>Outcome of the challenge</legend>` +
      choice("successful", "Successful", "The shopper passes the check; the payment can go ahead.") +
      choice("failed", "Failed", "The shopper fails the check (for example a wrong code).") +
      choice("rejected", "Rejected", "The issuer refuses to authenticate this payment.") +
      `</fieldset></form>`,
  );
}

/** Takes the shopper back to the merchant with the outcome (auto-submitted; a button without JavaScript). */
function returnPage(reply: FastifyReply, order: SandboxOrder, txn: AuthenticationTransaction) {
  const target = txn.payer?.redirectResponseUrl;
  if (!target) return page(reply, "3-D Secure", `<h1>This authentication is not waiting for the shopper.</h1>`);
  const fields = authenticationOutcome(order, txn);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return page(
    reply,
    "Returning to the shop",
    `<h1>Returning to the shop…</h1>` +
      `<form id="redirectResponse" method="post" action="${escapeHtml(target)}">${inputs}` +
      `<button type="submit" class="successful">Continue</button></form>` +
      `<script src="/form/assets/auto-submit.js"></script>`,
    target,
  );
}

export function acsRoutes(ctx: SandboxContext, transactions: TransactionService) {
  return async function register(app: FastifyInstance) {
    await app.register(formBody, { bodyLimit: 16_384 });

    app.post("/acs/method", async (request, reply) => {
      const body = MethodBody.safeParse(request.body);
      if (body.success) {
        try {
          const data = JSON.parse(Buffer.from(body.data.threeDSMethodData, "base64url").toString("utf8")) as {
            threeDSServerTransID?: unknown;
          };
          const found =
            typeof data.threeDSServerTransID === "string"
              ? transactions.findByAcsReference(data.threeDSServerTransID)
              : undefined;
          if (found) found.txn.methodCompleted = true;
        } catch {
          // Unreadable method data: the issuer simply learns nothing about the browser.
        }
      }
      return page(reply, "3-D Secure", "");
    });

    const showChallenge = async (reference: string, reply: FastifyReply) => {
      const found = transactions.findByAcsReference(reference);
      if (!found?.txn.payer) {
        return page(reply, "3-D Secure", `<h1>This authentication is unknown or has expired.</h1>`, undefined, 404);
      }
      if (found.txn.status !== "AUTHENTICATION_PENDING") return returnPage(reply, found.order, found.txn);
      return challengePage(reply, ctx.merchantId, reference, found.order, found.txn);
    };
    app.get("/acs/challenge/:reference", async (request, reply) =>
      showChallenge((request.params as { reference: string }).reference, reply),
    );
    app.post("/acs/challenge/:reference", async (request, reply) =>
      showChallenge((request.params as { reference: string }).reference, reply),
    );

    app.post("/acs/challenge/:reference/result", async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const body = Outcome.safeParse(request.body);
      if (!body.success) return page(reply, "3-D Secure", `<h1>Choose an outcome.</h1>`, undefined, 400);
      const found = transactions.completeChallenge(reference, body.data.outcome);
      if (!found?.txn.payer) {
        return page(reply, "3-D Secure", `<h1>This authentication is unknown or has expired.</h1>`, undefined, 404);
      }
      return returnPage(reply, found.order, found.txn);
    });
  };
}
