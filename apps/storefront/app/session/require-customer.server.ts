/**
 * The signed-in guard (account spec §6) of the customer's own pages and actions (My Account, wishlist, saved
 * carts, quick order, address book, product actions): a signed-out shopper goes to /login. Every loader and
 * action behind it calls it (loaders run in parallel, so a layout's check alone would not do).
 */
import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { getAccessToken, saveSignInReturn } from "../account/auth.server";
import { getSession, sessionHeaders, type Session } from "./session.server";

export async function requireCustomer(
  request: Request,
  language: Language,
  options: { comeBackAfterSignIn?: boolean } = {},
): Promise<{ session: Session; accessToken: string }> {
  const session = await getSession(request);
  const accessToken = await getAccessToken(session);
  if (!accessToken) {
    // A page that asks for it (a couponClaim link) is where the shopper comes back to once signed in.
    if (options.comeBackAfterSignIn) saveSignInReturn(session, new URL(request.url));
    throw redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
  }
  return { session, accessToken };
}
