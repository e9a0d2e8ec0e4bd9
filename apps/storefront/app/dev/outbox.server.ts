/**
 * The API's sandbox outbox (GET /dev/outbox): the e-mails and SMS its sandbox adapters "sent", with
 * their links and codes, so activation, sign-in codes and password resets can be followed locally.
 */
import { OutboxMessage } from "@dukkan/occ";
import { z } from "zod";
import { apiUrl } from "../occ/occ-client.server";

/**
 * The outbox holds live codes and links, so a production storefront hides it. `npm start` runs the local shop's
 * storefront as a production build and opts in with DEV_OUTBOX=1; the page only relays the API's GET /dev/outbox,
 * which an API running with NODE_ENV=production never serves, so the opt-in cannot expose a real shop's mail.
 */
export function isOutboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "production" || env.DEV_OUTBOX === "1";
}

/** The newest messages, or undefined when the API does not serve its outbox (it runs in production). */
export async function loadOutbox(limit = 50): Promise<OutboxMessage[] | undefined> {
  const response = await fetch(`${apiUrl()}/dev/outbox?limit=${limit}`, { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  return z.object({ messages: z.array(OutboxMessage) }).parse(await response.json()).messages;
}

/** One attached file from the API's outbox (the invoice PDF), or undefined when it does not exist. */
export async function loadOutboxAttachment(id: string): Promise<Response | undefined> {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const response = await fetch(`${apiUrl()}/dev/outbox/attachments/${id}`, { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new Error(`GET /dev/outbox/attachments/${id} answered ${response.status}`);
  return response;
}
