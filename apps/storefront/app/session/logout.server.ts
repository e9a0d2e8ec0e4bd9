import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { signOut } from "../account/auth.server";
import { destroySession, getSession } from "./session.server";

/** Spec §2.3: any URL ending in '/logout' signs the shopper out. */
export function isLogoutPath(pathname: string): boolean {
  return /\/logout\/?$/.test(pathname);
}

/**
 * Signs the customer out at the API, ends the session (tokens, cart guid and area go with the cookie)
 * and sends the shopper to the login page (spec §2.1).
 */
export async function logout(request: Request, language: Language): Promise<Response> {
  await signOut(await getSession(request));
  return redirect(`/${language}/login`, { headers: { "Set-Cookie": await destroySession() } });
}
