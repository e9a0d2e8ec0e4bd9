import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { destroySession } from "./session.server";

/** Spec §2.3: any URL ending in '/logout' signs the shopper out. */
export function isLogoutPath(pathname: string): boolean {
  return /\/logout\/?$/.test(pathname);
}

/**
 * Ends the session (tokens, cart guid and area go with the cookie) and sends the shopper home.
 * The spec sends them to /login; switch the target once the login route exists.
 */
export async function logout(language: Language): Promise<Response> {
  return redirect(`/${language}/`, { headers: { "Set-Cookie": await destroySession() } });
}
