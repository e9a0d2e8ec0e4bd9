/**
 * The app's push token messages, passed to the API (account spec §7 Native app push): `sendUserToken` registers the
 * device for the signed-in customer, `updatedTokens` updates its token, `sendDeviceToken` deactivates it — as the
 * customer while they are signed in, otherwise (after sign-out) anonymously with the storefront's client token and
 * the uid the app names.
 */
import type { Language } from "@dukkan/i18n";
import { z } from "zod";
import { clientAccessToken, getAccessToken } from "../account/auth.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";
import { FIELD_LIMITS } from "./app-bridge-messages";

const printable = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/);

export const DeviceMessageForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["sendUserToken", "updatedTokens"]),
    deviceId: printable(FIELD_LIMITS.deviceId),
    userUid: printable(FIELD_LIMITS.userUid),
    token: printable(FIELD_LIMITS.token),
  }),
  z.object({
    intent: z.literal("sendDeviceToken"),
    deviceId: printable(FIELD_LIMITS.deviceId),
    userUid: printable(FIELD_LIMITS.userUid),
  }),
]);
export type DeviceMessageForm = z.infer<typeof DeviceMessageForm>;

const INFO_PATH = "users/current/pushes/notification/info";

/**
 * Passes the message on; answers whether it was used. A token for someone other than the signed-in customer is
 * not stored (the app still holds the previous customer's sign-in).
 */
export async function relayDeviceMessage(session: Session, language: Language, message: DeviceMessageForm) {
  const accessToken = await getAccessToken(session);
  const signedInUid = session.data.profile?.uid;
  const isCustomer = Boolean(accessToken) && signedInUid?.toLowerCase() === message.userUid.toLowerCase();
  if (message.intent === "sendDeviceToken") {
    if (isCustomer) {
      await occFetch(`${INFO_PATH}/inactive`, {
        lang: language,
        method: "PATCH",
        accessToken,
        body: { id: message.deviceId },
      });
    } else {
      await occFetch("users/anonymous/pushes/notification/info/inactive", {
        lang: language,
        method: "PATCH",
        accessToken: await clientAccessToken(),
        body: { id: message.deviceId, user: { uid: message.userUid } },
      });
    }
    return true;
  }
  if (!isCustomer) return false;
  await occFetch(INFO_PATH, {
    lang: language,
    method: message.intent === "sendUserToken" ? "POST" : "PATCH",
    accessToken,
    body: { id: message.deviceId, token: message.token, active: true },
  });
  return true;
}
