/**
 * /{lang}/my-account/coupon/claim/{couponCode} (account spec §2.1 couponClaim, §6): the link a shop sends with a
 * coupon. Two guards: the login guard (a signed-out shopper signs in first and is brought back here), and the code guard (a path that cannot
 * be a coupon code is not found). The coupon is then claimed into the account and the coupon list says so, or says
 * why not in the API's words.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/coupon-claim-route";
import { requireLanguage } from "../i18n/route-language";
import { OccRequestError } from "../occ/occ-client.server";
import { requireCustomer } from "../session/require-customer.server";
import { sessionHeaders } from "../session/session.server";
import { claimCoupon, COUPON_CODE_PATTERN } from "./coupons.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  // A signed-out shopper signs in first and comes back to this claim afterwards (account spec §6 login guard).
  const { session, accessToken } = await requireCustomer(request, language, { comeBackAfterSignIn: true });
  if (!COUPON_CODE_PATTERN.test(params.couponCode)) throw data(null, { status: 404 });
  const couponsPath = `/${language}/my-account/coupons`;
  try {
    const coupon = await claimCoupon({ accessToken, lang: language }, params.couponCode);
    return redirect(`${couponsPath}?${new URLSearchParams({ claimed: coupon.couponId })}`, {
      headers: await sessionHeaders(session),
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    session.set("notice", { tone: "error", text: error.message });
    return redirect(couponsPath, { headers: await sessionHeaders(session) });
  }
}
