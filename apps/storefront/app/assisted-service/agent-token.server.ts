/**
 * The access token of an assisted-service session (decision 0076), as the sealed session keeps it: the agent's own
 * staff token together with the id of the customer it acts for. Every API call made with the session's access
 * token goes through `authorizationHeaders`, which sends the agent's token as the bearer and the customer's id in
 * the assisted-service header, so the rest of the storefront treats an agent session like a signed-in customer's.
 * A relay that sends the stored token by itself fails closed: the API knows no such bearer.
 */
import { AGENT_CUSTOMER_HEADER } from "@dukkan/occ/constants";

const PREFIX = "agent~";

/** The session's access token for an agent token acting for `customerId`. */
export function agentAccessToken(agentToken: string, customerId: string): string {
  return `${PREFIX}${encodeURIComponent(customerId)}~${agentToken}`;
}

/** The agent's token and customer of a session access token, or undefined for a customer's own token. */
export function parseAgentAccessToken(accessToken: string): { agentToken: string; customerId: string } | undefined {
  if (!accessToken.startsWith(PREFIX)) return undefined;
  const rest = accessToken.slice(PREFIX.length);
  const separator = rest.indexOf("~");
  if (separator <= 0) return undefined;
  return { customerId: decodeURIComponent(rest.slice(0, separator)), agentToken: rest.slice(separator + 1) };
}

/** The request headers that authorise a call with the session's access token (none without one). */
export function authorizationHeaders(accessToken: string | undefined): Record<string, string> {
  if (!accessToken) return {};
  const agent = parseAgentAccessToken(accessToken);
  if (!agent) return { Authorization: `Bearer ${accessToken}` };
  return { Authorization: `Bearer ${agent.agentToken}`, [AGENT_CUSTOMER_HEADER]: agent.customerId };
}
