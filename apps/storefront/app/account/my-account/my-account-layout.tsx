/** /{lang}/my-account/*: the customer's own pages, behind the login guard. */
import { Outlet } from "react-router";
import type { Route } from "./+types/my-account-layout";
import { requireCustomer } from "../../session/require-customer.server";
import { requireLanguage } from "../../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  await requireCustomer(request, params.lang);
  return null;
}

export default function MyAccountLayout() {
  return <Outlet />;
}
