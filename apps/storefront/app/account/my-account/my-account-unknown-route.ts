/**
 * /{lang}/my-account/* paths no page answers: signed-out shoppers go to /login like on every My Account
 * page (account spec §6), a path ending in /logout signs out (§2.1), anything else is not found.
 */
import { isLanguage } from "@dukkan/i18n";
import { data } from "react-router";
import type { Route } from "./+types/my-account-unknown-route";
import { isLogoutPath, logout } from "../../session/logout.server";
import { requireCustomer } from "./customer.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  if (isLogoutPath(new URL(request.url).pathname)) return logout(request, params.lang);
  await requireCustomer(request, params.lang);
  throw data(null, { status: 404 });
}
