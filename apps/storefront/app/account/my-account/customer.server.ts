/**
 * The My Account pages' login guard (account spec §6): a signed-out shopper goes to /login. Every loader
 * and action of the area calls it (loaders run in parallel, so a layout's check alone would not do).
 */
import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { getAccessToken } from "../auth.server";
import { getSession, sessionHeaders, type Session } from "../../session/session.server";

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
