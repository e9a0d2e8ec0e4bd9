/**
 * Request and answer shapes of the push routes (shopping spec §3 Native app and push; account spec §7 Native app
 * push): notification info `{id, token, active}`, its deactivation `{id}` (anonymous: `{id, user: {uid}}`), and the
 * browser's web push subscription as `PushSubscription.toJSON()` gives it.
 */
import { z } from "zod";

/** Device ids and provider tokens are opaque printable strings the app passes on. */
const opaque = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces");

export const PushNotificationInfo = z.object({
  id: opaque(200).describe("The app's device id"),
  token: opaque(4096).describe("The push provider's registration token of the device"),
  active: z.boolean().default(true),
});
export type PushNotificationInfo = z.infer<typeof PushNotificationInfo>;

export const PushDeviceDeactivation = z.object({
  id: opaque(200),
  /** Only with `users/anonymous/…` (after sign-out, with a client token): whose device it was. */
  user: z.object({ uid: z.string().trim().min(3).max(320) }).optional(),
});

/**
 * The push services browsers subscribe with. The API posts to the endpoint when it sends, so only these hosts are
 * accepted: a subscription cannot point the API at any other address.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /\.push\.apple\.com$/];
const PUSH_SERVICE_SUFFIX_WINDOWS = /\.notify\.windows\.com$/;

export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  return [...PUSH_SERVICE_HOSTS, PUSH_SERVICE_SUFFIX_WINDOWS].some((host) => host.test(url.hostname));
}

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, "must be base64url");

export const WebPushSubscriptionBody = z.object({
  endpoint: z.string().max(2048).refine(isPushServiceEndpoint, "must be a browser push service's https URL"),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type WebPushSubscriptionBody = z.infer<typeof WebPushSubscriptionBody>;
