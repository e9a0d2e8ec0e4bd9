/**
 * /{lang}/login/{provider}: starts a social sign-in and sends the shopper to the provider. A GET (a link),
 * because a form post answered by a redirect to another origin would be blocked by the shop's CSP
 * form-action; starting a sign-in changes nothing until the shopper finishes it at the provider.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/social-start-route";
import { isSignedIn } from "../account/auth.server";
import { getSession } from "../session/session.server";
import { enabledProvider, startSocialSignIn } from "./social-sign-in.server";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const settings = enabledProvider(params.provider);
  if (!settings) throw data(null, { status: 404 });
  // Social login is for signed-out shoppers only (spec §6).
  if (isSignedIn(await getSession(request))) throw redirect(`/${params.lang}/`);
  // From the checkout's login (forced=true) the finished sign-in goes back to the saved checkout page.
  const toCheckout = new URL(request.url).searchParams.get("forced") === "true";
  return startSocialSignIn(request, params.lang, settings, { toCheckout });
}
