/** /{lang}/my-account/*: the customer's own pages, behind the login guard. */
import { isLanguage } from "@dukkan/i18n";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/my-account-layout";
import { requireCustomer } from "./customer.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  await requireCustomer(request, params.lang);
  return null;
}

export default function MyAccountLayout() {
  return <Outlet />;
}
