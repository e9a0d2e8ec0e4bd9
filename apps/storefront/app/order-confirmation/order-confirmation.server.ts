/**
 * The order confirmation page's calls (checkout spec §2.16, §7.5): the order just placed, read by code for a
 * signed-in customer or by guid for a guest, and the guest's account creation from that order followed by a
 * sign-in with the new password.
 */
import type { Language } from "@dukkan/i18n";
import { Order } from "@dukkan/occ/order";
import { signIn, type SignInResult } from "../account/auth.server";
import { requestArea } from "../area/area.server";
import { occFetch, OccRequestError } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

export type PlacedOrderRef = { code: string; guid: string };

/**
 * The order the session just placed, or undefined when the API no longer shows it to this shopper (another
 * customer signed in meanwhile, say). Customers read it by code; guests (and a customer whose order was a
 * guest's) by guid under `anonymous`.
 */
export async function loadPlacedOrder(
  session: Session,
  placed: PlacedOrderRef,
  accessToken: string | undefined,
  language: Language,
): Promise<Order | undefined> {
  const read = (path: string, token?: string) =>
    occFetch<unknown>(path, {
      lang: language,
      area: requestArea(session),
      accessToken: token,
      query: { fields: "FULL" },
    }).then((answer) => Order.parse(answer));
  try {
    return accessToken
      ? await read(`users/current/orders/${encodeURIComponent(placed.code)}`, accessToken)
      : await read(`users/anonymous/orders/${encodeURIComponent(placed.guid)}`);
  } catch (error) {
    if (error instanceof OccRequestError && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

export type GuestRegistrationOutcome =
  | { outcome: "signedIn" }
  /** The account exists but signing in did not work (rate limit, say): the shopper signs in on the login page. */
  | { outcome: "created"; email: string }
  | { outcome: "emailTaken" }
  | { outcome: "weakPassword" }
  | { outcome: "notGuestOrder" };

/** POST users {guid, password} (SAP OCC guest registration), then the password sign-in of the new account. */
export async function registerGuest(
  session: Session,
  guid: string,
  password: string,
  language: Language,
): Promise<GuestRegistrationOutcome> {
  let email: string;
  try {
    const user = await occFetch<{ uid: string }>("users", {
      lang: language,
      method: "POST",
      body: { guid, password },
    });
    email = user.uid;
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    const first = error.errors[0];
    if (first?.type === "DuplicateUidError") return { outcome: "emailTaken" };
    if (first?.subject === "password") return { outcome: "weakPassword" };
    return { outcome: "notGuestOrder" };
  }
  const signedIn: SignInResult = await signIn(session, email, password, language);
  return signedIn.outcome === "ok" ? { outcome: "signedIn" } : { outcome: "created", email };
}
