/**
 * The cart page's API calls beyond the cart module's (cart/cart.server.ts owns loading the cart and changing
 * entries and bundles): validate, stockCheck, vouchers, the customer's coupons and saving the cart, all
 * addressed by the cart module's {@link cartRef} and carrying the session's delivery area.
 */
import type { Language } from "@dukkan/i18n";
import type {
  Cart,
  CartModificationList,
  CustomerCoupon,
  CustomerCouponSearchResult,
  StockCheckResult,
} from "@dukkan/occ/cart";
import { requestArea } from "../../area/area.server";
import { cartRef, type CartRef } from "../cart.server";
import { occFetch, OccRequestError, type OccRequestOptions } from "../../occ/occ-client.server";
import type { Session } from "../../session/session.server";

/** What the cart page reads: totals, promotions, vouchers, lines with their products, and the entry groups. */
export const CART_PAGE_FIELDS =
  "DEFAULT,entries(FULL,product(code,name,name_en,subname,url,disabled,maxOrderQuantity,stock(DEFAULT),images(DEFAULT)))," +
  "entryGroups(FULL)";

function cartPath(ref: CartRef, path: string): string {
  return `users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/${path}`;
}

function call<T>(
  session: Session,
  language: Language,
  ref: CartRef,
  path: string,
  options: Omit<OccRequestOptions, "lang" | "area" | "accessToken"> = {},
): Promise<T> {
  return occFetch<T>(cartPath(ref, path), {
    ...options,
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
  });
}

/** Addresses the loaded cart by the spec's cart id rule (guid for guests, code for customers). */
const refFor = (session: Session, cart: Pick<Cart, "code" | "guid" | "user">) => cartRef(session, cart);

export async function validateCart(session: Session, language: Language, cart: Cart): Promise<CartModificationList> {
  return call(session, language, await refFor(session, cart), "validate", {
    method: "POST",
    query: { fields: "cartModifications(statusCode,quantity)" },
  });
}

export async function stockCheck(session: Session, language: Language, cart: Cart): Promise<StockCheckResult> {
  return call(session, language, await refFor(session, cart), "stockCheck");
}

export async function applyVoucher(session: Session, language: Language, cart: Cart, voucherId: string) {
  await call(session, language, await refFor(session, cart), "vouchers", { method: "POST", query: { voucherId } });
}

export async function removeVoucher(session: Session, language: Language, cart: Cart, voucherCode: string) {
  await call(session, language, await refFor(session, cart), `vouchers/${encodeURIComponent(voucherCode)}`, {
    method: "DELETE",
  });
}

/** Save for later (spec §2.16 saved carts): the customer's cart becomes a saved cart under this name. */
export async function saveCart(session: Session, language: Language, cart: Cart, saveCartName: string) {
  await call(session, language, await refFor(session, cart), "save", { method: "PATCH", query: { saveCartName } });
}

/**
 * The signed-in customer's available coupons (couponId), for one-click apply; none for guests. Coupons already
 * on the cart, and those not valid yet, are left out. A failing list never fails the cart page.
 */
export async function availableCustomerCoupons(
  accessToken: string | undefined,
  language: Language,
  cart: Pick<Cart, "appliedVouchers"> | undefined,
): Promise<CustomerCoupon[]> {
  if (!accessToken || !cart) return [];
  try {
    const list = await occFetch<CustomerCouponSearchResult>("users/current/customercoupons", {
      lang: language,
      accessToken,
      query: { pageSize: 50 },
    });
    const applied = new Set((cart.appliedVouchers ?? []).map((voucher) => voucher.voucherCode));
    return list.coupons.filter((coupon) => !applied.has(coupon.couponId) && coupon.status !== "PreEffective");
  } catch (error) {
    if (!(error instanceof OccRequestError && error.status === 401)) {
      console.error("Could not load the customer's coupons", error);
    }
    return [];
  }
}
