/**
 * The storefront's side of an assisted-service session (decision 0076). The back office sends the agent here with
 * a single-use hand-over code; the server redeems it at the staff API for the agent's own token and keeps that,
 * bound to the customer, in the sealed session cookie: the browser never holds a token. From then on the session
 * is the customer's as far as the shop's pages go, under the agent bar, until the agent ends it. A session that
 * serves a guest (decision 0087) stays a guest's: nobody is signed in, and the token goes with the guest cart's
 * calls only (cart.server's `cartRef`).
 */
import type { Language } from "@dukkan/i18n";
import { AGENT_GUEST } from "@dukkan/occ/constants";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { z } from "zod";
import { forgetCustomer, loadProfile } from "../account/auth.server";
import { apiUrl } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";
import { agentAccessToken, parseAgentAccessToken } from "./agent-token.server";

/** What the staff API answers a redeemed code with (`AgentSession` of the staff API). */
const RedeemedSession = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  agent: z.object({ name: z.string() }),
  /** Null: the agent serves a guest. */
  customer: z.object({ customerId: z.string(), name: z.string() }).nullable(),
});

/** Why a hand-over did not start a session: the API's reason (`invalidHandover`, `customerDisabled`). */
export type HandoverRefusal = "refused" | "customerDisabled";

function staffApiCall(path: string, init: { body?: unknown; bearer?: string }): Promise<Response> {
  const headers = new Headers({ Accept: "application/json", ...apiCallHeaders() });
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  return fetch(`${apiUrl()}/admin/v1/${path}`, {
    method: "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
}

/**
 * Redeems the hand-over `code` and turns the session into the agent's session for the customer (or a guest):
 * whoever was signed in on this browser is forgotten, and so is the guest cart (the agent works on the customer's
 * own cart, or starts the guest's); the delivery area stays. Answers the refusal when the code does not hold.
 */
export async function startAgentSession(
  session: Session,
  code: string,
  language: Language,
): Promise<HandoverRefusal | undefined> {
  const response = await staffApiCall("agent-sessions/redeem", { body: { code } });
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { errors?: { reason?: string }[] };
    return body.errors?.[0]?.reason === "customerDisabled" ? "customerDisabled" : "refused";
  }
  if (!response.ok) throw new Error(`The staff API answered ${response.status} to a hand-over`);
  const redeemed = RedeemedSession.parse(await response.json());
  const agentName = redeemed.agent.name;
  const expiresAt = Date.parse(redeemed.expiresAt);
  if (!redeemed.customer) {
    forgetSessionOfThisBrowser(session);
    const guestAccessToken = agentAccessToken(redeemed.accessToken, AGENT_GUEST);
    session.set("agent", { agentName, expiresAt, guestAccessToken });
    return undefined;
  }
  const accessToken = agentAccessToken(redeemed.accessToken, redeemed.customer.customerId);
  const profile = await loadProfile(accessToken, language);
  forgetSessionOfThisBrowser(session);
  session.set("accessToken", accessToken);
  session.set("profile", { name: profile.name, customerId: redeemed.customer.customerId });
  session.set("hasPhoneNumber", Boolean(profile.phoneNumber));
  session.set("agent", {
    agentName,
    customerName: redeemed.customer.name,
    customerId: redeemed.customer.customerId,
    expiresAt,
  });
  return undefined;
}

/** Whoever was signed in here, their cart, and what they were in the middle of. */
function forgetSessionOfThisBrowser(session: Session): void {
  forgetCustomer(session);
  for (const key of ["cartGuid", "pending", "placedOrder", "paymentBody", "chat"] as const) session.unset(key);
}

/** The agent token a session's API calls carry: bound to its customer, or for a guest to `anonymous`. */
function storedAgentToken(session: Session) {
  const bound = session.data.agent?.guestAccessToken ?? session.data.accessToken;
  return bound ? parseAgentAccessToken(bound) : undefined;
}

export function isAgentSession(session: Session): boolean {
  return session.data.agent !== undefined;
}

/**
 * Ends the agent session at the API (its token stops working) and forgets it here, with the customer's cart;
 * the area stays. An API that already ended it changes nothing: the storefront forgets it either way.
 */
export async function endAgentSession(session: Session): Promise<void> {
  const stored = storedAgentToken(session);
  forgetCustomer(session);
  session.unset("cartGuid");
  if (!stored) return;
  try {
    const response = await staffApiCall("agent-sessions/end", { bearer: stored.agentToken });
    if (!response.ok && response.status !== 401) console.error(`Ending the agent session answered ${response.status}`);
  } catch (error) {
    console.error("Ending the agent session failed", error);
  }
}
