/**
 * A delivery area's form read into the staff API's body: the fee and the free-delivery threshold as staff type
 * them in AED (the one amount rule in `@dukkan/money`), an empty threshold meaning delivery is never free. The API
 * judges the limits; this only translates, and names the field that cannot be read.
 */
import { filsOfAmountText } from "@dukkan/money";

export type DeliveryAreaRequest =
  | { ok: true; isocode: string; body: { shippingFeeFils: number; orderThresholdFils: number | null } }
  | { ok: false; isocode: string; field: "fee" | "threshold" };

export function deliveryAreaRequestOf(form: FormData): DeliveryAreaRequest {
  const isocode = String(form.get("area") ?? "");
  const shippingFeeFils = filsOfAmountText(String(form.get("fee") ?? ""));
  if (shippingFeeFils === undefined) return { ok: false, isocode, field: "fee" };
  const thresholdText = String(form.get("threshold") ?? "").trim();
  if (thresholdText === "") return { ok: true, isocode, body: { shippingFeeFils, orderThresholdFils: null } };
  const orderThresholdFils = filsOfAmountText(thresholdText);
  if (orderThresholdFils === undefined || orderThresholdFils === 0) return { ok: false, isocode, field: "threshold" };
  return { ok: true, isocode, body: { shippingFeeFils, orderThresholdFils } };
}
