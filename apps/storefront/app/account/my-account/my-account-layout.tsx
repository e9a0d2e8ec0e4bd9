/** /{lang}/my-account/*: the customer's own pages, behind the login guard. */
import { Outlet } from "react-router";
import type { Route } from "./+types/my-account-layout";
import { requireCustomer } from "../../session/require-customer.server";
import { requireLanguage } from "../../i18n/route-language";

/** The couponClaim link (account spec §2.1): a shopper who signs in first comes back to the claim. */
const COUPON_CLAIM_PATH = /^\/(en|ar)\/my-account\/coupon\/claim\/[^/]+$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  // The claim route's own guard saves the same return path; whichever redirect answers carries it.
  const comeBackAfterSignIn = COUPON_CLAIM_PATH.test(new URL(request.url).pathname);
  await requireCustomer(request, params.lang, { comeBackAfterSignIn });
  return null;
}

export default function MyAccountLayout() {
  return <Outlet />;
}
