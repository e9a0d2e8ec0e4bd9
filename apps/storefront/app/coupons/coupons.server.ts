/**
 * The signed-in customer's coupons through the API (`users/current/customercoupons`, account spec §2.11, §7):
 * the list, claiming one by its code, and applying one to the customer's cart ('use now').
 */
import type { Language } from "@dukkan/i18n";
import { CustomerCouponClaim, CustomerCouponSearchResult, type CustomerCoupon } from "@dukkan/occ/cart";
import { requestArea } from "../area/area.server";
import { changeCart } from "../cart/cart.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

/** The API's largest page: a customer keeps a handful of coupons, so one page shows them all. */
const COUPONS_PAGE_SIZE = 100;

/** Coupon codes as the API accepts them (letters, digits, '-' and '_'); anything else is no coupon's code. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

type Call = { accessToken: string; lang: Language };

export async function fetchCustomerCoupons({ accessToken, lang }: Call): Promise<CustomerCoupon[]> {
  const list = await occFetch<unknown>("users/current/customercoupons", {
    lang,
    accessToken,
    query: { pageSize: COUPONS_PAGE_SIZE },
  });
  return CustomerCouponSearchResult.parse(list).coupons;
}

export async function claimCoupon({ accessToken, lang }: Call, code: string): Promise<CustomerCoupon> {
  const claimed = await occFetch<unknown>(`users/current/customercoupons/${encodeURIComponent(code)}/claim`, {
    method: "POST",
    lang,
    accessToken,
  });
  return CustomerCouponClaim.parse(claimed).coupon;
}

/** 'Use now': the coupon goes onto the customer's cart (created first if they have none). */
export async function applyCouponToCart(session: Session, language: Language, code: string): Promise<void> {
  await changeCart(session, language, (ref) =>
    occFetch(`users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/vouchers`, {
      method: "POST",
      lang: language,
      area: requestArea(session),
      accessToken: ref.accessToken,
      query: { voucherId: code },
    }),
  );
}
