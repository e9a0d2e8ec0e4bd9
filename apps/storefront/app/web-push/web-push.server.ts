/**
 * Web push in the storefront (account spec §4.7; decision 0062): the VAPID public key browsers subscribe with, and
 * the browser's subscription passed to the API for the signed-in customer (which turns the SITE_MESSAGE channel on
 * with consent). The subscription's endpoint is kept in the sealed session so signing out disconnects this browser.
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { getAccessToken } from "../account/auth.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

const SUBSCRIPTIONS_PATH = "users/current/pushes/webpush/subscriptions";

/** The shop's VAPID public key (base64url); without one the shop offers no web push. */
export function webPushPublicKey(env: NodeJS.ProcessEnv = process.env): string | null {
  const key = env.VAPID_PUBLIC_KEY?.trim();
  return key && /^[A-Za-z0-9_-]{80,100}$/.test(key) ? key : null;
}

/** What the browser's `PushSubscription.toJSON()` gives, as the prompt posts it. */
export const BrowserSubscriptionForm = z.object({
  endpoint: z.string().url().max(2048),
  p256dh: z.string().min(1).max(200),
  auth: z.string().min(1).max(100),
});
export type BrowserSubscriptionForm = z.infer<typeof BrowserSubscriptionForm>;

export async function connectBrowser(
  session: Session,
  language: Language,
  subscription: BrowserSubscriptionForm,
  accessToken: string,
): Promise<void> {
  await occFetch(SUBSCRIPTIONS_PATH, {
    lang: language,
    method: "POST",
    accessToken,
    body: { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
  });
  session.set("webPushEndpoint", subscription.endpoint);
}

/** Disconnects this browser from the customer's web push; a failure is logged, never stops the sign-out. */
export async function disconnectBrowser(session: Session, language: Language): Promise<void> {
  const endpoint = session.data.webPushEndpoint;
  if (!endpoint) return;
  session.unset("webPushEndpoint");
  try {
    const accessToken = await getAccessToken(session);
    if (!accessToken) return;
    await occFetch(SUBSCRIPTIONS_PATH, { lang: language, method: "DELETE", accessToken, query: { endpoint } });
  } catch (error) {
    console.error("Web push could not be disconnected at sign-out", error);
  }
}
