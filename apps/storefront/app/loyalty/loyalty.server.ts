/**
 * The loyalty API calls (checkout spec §7.2; account spec §7), as the signed-in customer (`users/current`): the
 * points and their value, the member QR code, the history, and for checkout the cart's redemption and the payment
 * mode with it. The API checks every amount against the balance and the total; nothing here trusts the browser.
 */
import {
  LOYALTY_HISTORY_PAGE_SIZE,
  LOYALTY_MODE_CODE,
  LoyaltyHistoryList,
  LoyaltyQrCode,
  LoyaltySummary,
  type LoyaltyChoice,
  type LoyaltyHistorySort,
} from "@dukkan/occ/loyalty";
import { occFetch, type OccRequestOptions } from "../occ/occ-client.server";
import type { CheckoutContext } from "../checkout/checkout.server";
import { requestArea } from "../area/area.server";
import type { CustomerContext } from "../orders/amend/order-amend.server";

const LOYALTY = "users/current/redemption/loyalty-point";

function call<T>(path: string, context: CustomerContext, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

export async function loadMemberQrCode(context: CustomerContext): Promise<LoyaltyQrCode> {
  return LoyaltyQrCode.parse(await call<unknown>(`${LOYALTY}/qr-code`, context));
}

export async function loadLoyaltySummary(context: CustomerContext): Promise<LoyaltySummary> {
  return LoyaltySummary.parse(await call<unknown>(LOYALTY, context));
}

/** One page of the history (`page` counts from 1 in the URL, from 0 in the API). */
export async function loadLoyaltyHistory(
  query: { page: number; sort: LoyaltyHistorySort },
  context: CustomerContext,
): Promise<LoyaltyHistoryList> {
  const answer = await call<unknown>(`${LOYALTY}/histories`, context, {
    query: {
      currentPage: query.page - 1,
      pageSize: LOYALTY_HISTORY_PAGE_SIZE,
      sort: query.sort,
      asc: false,
    },
  });
  return LoyaltyHistoryList.parse(answer);
}

/** The checkout's view of the points: the balance with the cart's total and what may be redeemed on it. */
export async function loadCartLoyalty({ session, language, ref }: CheckoutContext): Promise<LoyaltySummary> {
  const answer = await occFetch<unknown>(LOYALTY, {
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
    query: { cartId: ref.cartId },
  });
  return LoyaltySummary.parse(answer);
}

/** Checkout spec §7.2: the payment mode of an order paid wholly with points, with the loyalty choice. */
export async function payWithPoints(
  { session, language, ref }: CheckoutContext,
  redemption: { choices: LoyaltyChoice; totalRedeemValue: number },
): Promise<void> {
  await occFetch(`users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/paymentmode`, {
    method: "PUT",
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
    body: { paymentMode: LOYALTY_MODE_CODE, redemption: { code: LOYALTY_MODE_CODE, ...redemption } },
  });
}

/**
 * Checkout spec §4.3 step 6, §4.8 step 1, §7.2: the points that pay part of a card order, `PUT …/redemption/value
 * {totalRedeemValue}` (AED; 0 removes them). The API checks the amount against the balance and the cart total.
 */
export async function setRedemptionValue(
  { session, language, ref }: CheckoutContext,
  totalRedeemValue: number,
): Promise<void> {
  await occFetch(`users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/redemption/value`, {
    method: "PUT",
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
    body: { totalRedeemValue },
  });
}
