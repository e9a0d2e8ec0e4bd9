/** OCC order codes: the order id zero-padded to 8 digits (as cart codes). */
import { cartCode } from "../cart/cart-service.js";

const MAX_ORDER_ID = 2_147_483_647;
const CODE = /^\d{1,10}$/;

export const orderCodeOf = (id: number): string => cartCode(id);

/** The order id an OCC order code names, or null when it is no code at all. */
export function orderIdOfCode(orderCode: string): number | null {
  if (!CODE.test(orderCode)) return null;
  const id = Number(orderCode);
  return id > 0 && id <= MAX_ORDER_ID ? id : null;
}
