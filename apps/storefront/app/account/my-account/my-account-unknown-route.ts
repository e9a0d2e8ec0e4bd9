/**
 * /{lang}/my-account/* paths no page answers: signed-out shoppers go to /login like on every My Account
 * page (account spec §6), a path ending in /logout shows the sign-out page (§2.1), anything else is not found.
 */
import { data } from "react-router";
import type { Route } from "./+types/my-account-unknown-route";
import { isLogoutPath, redirectToLogoutPage } from "../../session/logout.server";
import { requireCustomer } from "../../session/require-customer.server";
import { requireLanguage } from "../../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (isLogoutPath(new URL(request.url).pathname)) return redirectToLogoutPage(params.lang);
  await requireCustomer(request, params.lang);
  throw data(null, { status: 404 });
}
