/**
 * Assisted service (issue 19, screen 10; decision 0076): an agent starts a session for a customer in the back
 * office and gets a single-use hand-over link to the storefront; the storefront redeems its code for the agent's
 * own token, which it sends with the customer's id in the `sap-commerce-cloud-user-id` header. An agent may also serve
 * a guest (a shopper without an account, on the phone): the session has no customer, and the storefront sends
 * `anonymous` in that header on the guest cart's calls (decision 0087).
 */
import { z } from "zod";

export { AGENT_CUSTOMER_HEADER, AGENT_GUEST } from "@dukkan/occ/constants";

/** Seconds a hand-over code may wait to be redeemed, and an agent session lasts at most. */
export const AGENT_HANDOVER_SECONDS = 120;
export const AGENT_SESSION_SECONDS = 2 * 60 * 60;

export const AgentSessionStart = z.object({
  language: z.enum(["en", "ar"]).default("en").describe("The storefront language the hand-over link opens"),
});
export type AgentSessionStart = z.output<typeof AgentSessionStart>;

export const AgentHandover = z.object({
  agentSessionId: z.string(),
  /** The storefront page that redeems the code; open it at once (single use, valid AGENT_HANDOVER_SECONDS). */
  handoverUrl: z.string(),
  handoverExpiresAt: z.string(),
});
export type AgentHandover = z.infer<typeof AgentHandover>;

export const AgentRedeem = z.object({ code: z.string().min(1).max(100) });

export const AgentSession = z.object({
  agentSessionId: z.string(),
  /** The agent's own token for this session: sent as the bearer with AGENT_CUSTOMER_HEADER. */
  accessToken: z.string(),
  expiresAt: z.string(),
  agent: z.object({ name: z.string(), email: z.string() }),
  /** Whom the agent acts for; null: a guest (no account), served on `users/anonymous/…` carts. */
  customer: z.object({ customerId: z.string(), name: z.string() }).nullable(),
});
export type AgentSession = z.infer<typeof AgentSession>;
