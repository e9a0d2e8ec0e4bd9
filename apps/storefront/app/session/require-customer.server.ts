/**
 * The signed-in guard (account spec §6) of the customer's own pages and actions (My Account, wishlist, saved
 * carts, quick order, address book, product actions): a signed-out shopper goes to /login. Every loader and
 * action behind it calls it (loaders run in parallel, so a layout's check alone would not do).
 */
import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { getAccessToken } from "../account/auth.server";
import { getSession, sessionHeaders, type Session } from "./session.server";

export async function requireCustomer(
  request: Request,
  language: Language,
): Promise<{ session: Session; accessToken: string }> {
  const session = await getSession(request);
  const accessToken = await getAccessToken(session);
  if (!accessToken) {
    throw redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
  }
  return { session, accessToken };
}
