/**
 * The native app bridge (shopping spec §3 Native app and push, §4 Native app bridge; decision 0062): the messages the
 * shop's iOS/Android app and the page in its web view exchange. Browser-safe (no zod): every message from the app is
 * checked field by field here, and anything else is ignored.
 *
 * App → page (a `message` event): `{type: "sendUserToken" | "updatedTokens", deviceId, userUid, token}`,
 * `{type: "sendDeviceToken", deviceId, userUid}`, `{type: "redirection", redirection}`; as an object or its JSON.
 * Page → app: `{type: "getUserToken", customerId, userUid}` on load with a signed-in profile, and
 * `{type: "logout", userUid}` when the customer signs out, so the app can deactivate its device token.
 */
import { SUPPORTED_LANGUAGES } from "@dukkan/i18n";

export const APP_MESSAGE_TYPES = ["sendUserToken", "updatedTokens", "sendDeviceToken", "redirection"] as const;
export type AppMessageType = (typeof APP_MESSAGE_TYPES)[number];
/** The app's messages that reach the API (through the storefront's /{lang}/app-bridge action). */
export const DEVICE_MESSAGE_TYPES = ["sendUserToken", "updatedTokens", "sendDeviceToken"] as const;
export type DeviceMessageType = (typeof DEVICE_MESSAGE_TYPES)[number];

export type AppMessage =
  | { type: "sendUserToken" | "updatedTokens"; deviceId: string; userUid: string; token: string }
  | { type: "sendDeviceToken"; deviceId: string; userUid: string }
  | { type: "redirection"; redirection: string };

export type PageMessage =
  { type: "getUserToken"; customerId: string; userUid: string } | { type: "logout"; userUid: string };

/** The bounds the API accepts for a device id, a provider token and a uid. */
export const FIELD_LIMITS = { deviceId: 200, token: 4096, userUid: 320, redirection: 2048 } as const;
const PRINTABLE = /^[\x21-\x7e]+$/;

function field(record: Record<string, unknown>, name: keyof typeof FIELD_LIMITS): string | undefined {
  const value = record[name];
  if (typeof value !== "string" || value.length === 0 || value.length > FIELD_LIMITS[name]) return undefined;
  return PRINTABLE.test(value) ? value : undefined;
}

/** The app's message, or null for anything that is not one of the four well-formed messages. */
export function parseAppMessage(data: unknown): AppMessage | null {
  let value = data;
  if (typeof value === "string") {
    if (value.length > 10_000) return null;
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (type === "redirection") {
    const redirection = field(record, "redirection");
    return redirection ? { type, redirection } : null;
  }
  if (type !== "sendUserToken" && type !== "updatedTokens" && type !== "sendDeviceToken") return null;
  const deviceId = field(record, "deviceId");
  const userUid = field(record, "userUid");
  if (!deviceId || !userUid) return null;
  if (type === "sendDeviceToken") return { type, deviceId, userUid };
  const token = field(record, "token");
  return token ? { type, deviceId, userUid, token } : null;
}

/**
 * The shop path a `redirection` may open: a path of this shop under one of its languages (`/en/…`, `/ar/…`), with
 * its query and fragment; null for anything else (other sites, `//host`, `javascript:`, paths outside the shop).
 */
export function ownShopPath(redirection: string, origin: string): string | null {
  if (!redirection.startsWith("/") || redirection.startsWith("//") || redirection.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(redirection, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const language = url.pathname.split("/")[1];
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? "")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
