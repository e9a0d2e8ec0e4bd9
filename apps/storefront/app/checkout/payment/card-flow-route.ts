/**
 * `POST /{lang}/checkout/payment-details/card`: the steps of the card flow (checkout spec §4.5) as JSON, called by
 * the payment details page's scripts — the flow lives in the gateway's session.js callbacks, so it needs scripts
 * anyway. Same-origin only; each step runs the checkout guards and is validated with zod.
 */
import { data } from "react-router";
import type { Route } from "./+types/card-flow-route";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { commitSession } from "../../session/session.server";
import type { CardFlowAnswer } from "./card-flow-types";
import { guardCardFlow, parseCardFlowRequest, runCardFlowStep } from "./card-flow.server";

function json(answer: CardFlowAnswer, init: { status?: number; setCookie?: string | null } = {}) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  return Response.json(answer, { status: init.status ?? 200, headers });
}

export function loader() {
  throw data(null, { status: 405 });
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  assertSameOrigin(request);
  const step = parseCardFlowRequest(await request.json().catch(() => undefined));
  if (!step) return json({ ok: false }, { status: 400 });
  const checkout = await guardCardFlow(args);
  if ("redirectTo" in checkout)
    return json({ ok: false, redirectTo: checkout.redirectTo }, { setCookie: checkout.setCookie });
  const answer = await runCardFlowStep(request, checkout, step);
  return json(answer, { setCookie: await commitSession(checkout.session) });
}
