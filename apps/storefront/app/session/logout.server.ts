import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { signOut } from "../account/auth.server";
import { clearSocialSignInState, SOCIAL_SIGN_IN_COOKIE } from "../social/social-sign-in.server";
import { destroySession, getSession } from "./session.server";
import { disconnectBrowser } from "../web-push/web-push.server";
import { endAgentSession, isAgentSession } from "../assisted-service/agent-session.server";

/** Spec §2.3: any URL ending in '/logout' is the sign-out. */
export function isLogoutPath(pathname: string): boolean {
  return /\/logout\/?$/.test(pathname);
}

/**
 * A GET never signs out (a cross-site link or image could sign shoppers out): every sign-out URL shows the
 * confirmation page, whose 'Sign out' button posts the form that does it.
 */
export function redirectToLogoutPage(language: Language): Response {
  return redirect(`/${language}/logout`);
}

/**
 * Signs the customer out at the API, ends the session (tokens, cart guid and area go with the cookie)
 * and sends the shopper to the login page (spec §2.1).
 */
export async function logout(request: Request, language: Language): Promise<Response> {
  const session = await getSession(request);
  // Spec §4.6: web push is disconnected before the sign-out, while the customer's token still works.
  await disconnectBrowser(session, language);
  // An agent signing out ends the agent session (decision 0076): its token is no customer token to revoke.
  if (isAgentSession(session)) await endAgentSession(session);
  await signOut(session);
  const headers = new Headers({ "Set-Cookie": await destroySession() });
  // Spec §4.6: sign out of the social provider too — any social sign-in in progress is forgotten.
  if (request.headers.get("Cookie")?.includes(`${SOCIAL_SIGN_IN_COOKIE}=`)) {
    headers.append("Set-Cookie", await clearSocialSignInState());
  }
  return redirect(`/${language}/login`, { headers });
}
