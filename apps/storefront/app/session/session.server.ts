/**
 * The shop's backend-for-frontend session (@dukkan/web-server/sealed-session): OAuth tokens, the cart guid and
 * the chosen delivery area live in one sealed, HttpOnly cookie that the browser can neither read nor alter.
 */
import { PaymentProcessRequest } from "@dukkan/occ/checkout";
import {
  createSealedSessionStorage,
  sessionSecret as sealedSessionSecret,
  type SealedSessionStorage,
  type Session as SealedSession,
} from "@dukkan/web-server/sealed-session";
import { z } from "zod";
import { PendingFunnelEventShape } from "../analytics/pending-funnel-events.server";

export const SESSION_COOKIE_NAME = "dukkan_session";
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
const DEVELOPMENT_SECRET = "dukkan-development-session-secret-change-me";
/** An unchanged session is sealed again once a day, so the cookie's 30 days run from the shopper's last visit. */
const RESEAL_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A one-time message for the next page the shopper sees (e.g. after the account-activation link
 * redirected): a message key of the specs, or the API's own text when the spec says to show it as-is.
 */
const Notice = z.object({
  tone: z.enum(["success", "error", "info", "warning"]),
  key: z.string().optional(),
  text: z.string().optional(),
  /** The e-mail the login form starts with (after activation). */
  email: z.string().optional(),
});
export type Notice = z.infer<typeof Notice>;

const SessionData = z.object({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  /** Epoch milliseconds when the access token expires. */
  expiresAt: z.number().optional(),
  cartGuid: z.string().optional(),
  /** The chosen delivery area iso code, e.g. AE-DU-MARINA. */
  area: z.string().optional(),
  /** The chosen area's region display name, saved with the area (shopping spec §4 Delivery area). */
  areaRegionName: z.string().optional(),
  /** The saved address the shopper picked the area from, if any. */
  areaAddressId: z.string().optional(),
  /** The signed-in customer's name, cached at sign-in so the header needs no API call per page. */
  profile: z.object({ name: z.string(), uid: z.string().optional(), customerId: z.string().optional() }).optional(),
  /**
   * An assisted-service agent session (decision 0076): a staff member acting for the customer. `accessToken` then
   * holds the agent's token bound to the customer (see assisted-service/agent-token.server), never a customer
   * token; this is what the agent bar shows. An agent serving a guest (decision 0087) has no customer and no
   * `accessToken`: the storefront works as for a guest, and `guestAccessToken` (the agent's token bound to
   * `anonymous`) goes with the guest cart's calls.
   */
  agent: z
    .object({
      agentName: z.string(),
      customerName: z.string().optional(),
      customerId: z.string().optional(),
      expiresAt: z.number(),
      guestAccessToken: z.string().optional(),
    })
    .optional(),
  /** This browser's web push subscription, once connected to the signed-in customer (sign-out disconnects it). */
  webPushEndpoint: z.string().optional(),
  /** The spec's fk_hasPhoneNumber flag: whether the signed-in customer has a phone number (account §4.1). */
  hasPhoneNumber: z.boolean().optional(),
  notice: Notice.optional(),
  /** The analytics events of the last actions, for the next page to push (decision 0069). */
  funnelEvents: z.array(PendingFunnelEventShape).optional(),
  /**
   * The visitor's live chat (decision 0067): the key the API answered when it started, the only way back to the
   * conversation, so it never leaves this sealed cookie; `guest` when it was started signed out (it stays a
   * guest's chat after a sign-in).
   */
  chat: z.object({ key: z.string().max(200), guest: z.boolean() }).optional(),
  /**
   * An add to cart posted without scripts before an area was chosen (shopping spec §4 step 1): the area dialog
   * opens first, and saving the area completes this add.
   */
  pendingAdd: z.object({ productCode: z.string(), quantity: z.number(), buyNow: z.boolean() }).optional(),
  /** The order just placed (checkout): the order-confirmation page reads it (the guid reaches a guest's order). */
  placedOrder: z.object({ code: z.string(), guid: z.string() }).optional(),
  /**
   * The card payment waiting for the shopper's return from 3-D Secure (checkout spec §3 'stored order body'): kept
   * here, sealed, instead of the browser's local storage, and sent to payment/process by the validation page.
   */
  paymentBody: PaymentProcessRequest.optional(),
  /**
   * The loyalty points (AED) that pay part of that card payment (decision 0065): sent again as the redemption
   * before payment/process (spec §4.8 step 1).
   */
  paymentRedemption: z.number().optional(),
  /** The newsletter e-mail to subscribe once that card payment succeeds (spec §4.4). */
  newsletterEmail: z.string().optional(),
  /** Spec §4.3 place-order marker: the cart id whose order is being placed (against a double submission). */
  placeOrderMarker: z.string().optional(),
  /** The signed-in page a login guard sent the shopper away from (a couponClaim link): back there after sign-in. */
  signInReturnTo: z.string().optional(),
  /** Where checkout was left for the login page (spec §2.2 'the current URL is saved'); a path on this shop. */
  checkoutReturnTo: z.string().optional(),
  /**
   * A sign-in or registration waiting on a code (the e-mailed one-time code, an SMS code): what the
   * shopper typed, kept sealed on the server's side of the cookie until the code arrives or `until` passes.
   */
  pending: z
    .object({
      kind: z.enum(["otp", "register", "profile", "checkout"]),
      until: z.number(),
      fields: z.record(z.string(), z.string()),
    })
    .optional(),
});
export type SessionData = z.infer<typeof SessionData>;

export type Session = SealedSession<SessionData>;
export type SessionStorage = SealedSessionStorage<SessionData>;

/** SESSION_SECRET, required in production; development falls back to a fixed secret with a warning. */
export const sessionSecret = (env: NodeJS.ProcessEnv = process.env) => sealedSessionSecret(DEVELOPMENT_SECRET, env);

export function createSessionStorage({ secret, secure }: { secret: string; secure: boolean }): SessionStorage {
  return createSealedSessionStorage({
    cookieName: SESSION_COOKIE_NAME,
    schema: SessionData,
    maxAgeSeconds: THIRTY_DAYS_IN_SECONDS,
    resealAfterMs: RESEAL_AFTER_MS,
    secret,
    secure,
  });
}

let storage: SessionStorage | undefined;

/** The shop's session storage, configured from the environment on first use. */
function sessionStorage(): SessionStorage {
  storage ??= createSessionStorage({ secret: sessionSecret(), secure: process.env.NODE_ENV === "production" });
  return storage;
}

export const getSession: SessionStorage["getSession"] = (request) => sessionStorage().getSession(request);
export const commitSession: SessionStorage["commitSession"] = (session) => sessionStorage().commitSession(session);
export const destroySession: SessionStorage["destroySession"] = () => sessionStorage().destroySession();
export const sessionHeaders: SessionStorage["sessionHeaders"] = (session) => sessionStorage().sessionHeaders(session);
