/**
 * The coupon rule (shopping spec §5): a coupon is applied only when the form is valid and couponCode is not
 * empty; otherwise the fields are marked touched (the 'required' message shows) and nothing is sent.
 */
export const COUPON_CODE_MAX_LENGTH = 100;

export type CouponCodeResult = { ok: true; couponCode: string } | { ok: false; touched: true };

export function readCouponCode(value: FormDataEntryValue | null): CouponCodeResult {
  const couponCode = typeof value === "string" ? value.trim() : "";
  if (couponCode === "" || couponCode.length > COUPON_CODE_MAX_LENGTH) return { ok: false, touched: true };
  return { ok: true, couponCode };
}
