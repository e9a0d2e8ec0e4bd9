/**
 * What staff see of a card order's money (GET /admin/v1/orders/{code} → `payment`): the totals the gateway holds
 * for us and every ledger row (decision 0037), so a declined capture or a failed refund is visible next to the
 * order's history. Cash orders have no payment (null).
 */
import { z } from "zod";
import type { Executor } from "../cart/cart-service.js";
import { ORDER_PAYMENT_STATUSES } from "../orders/orders.tables.js";
import { ledgerOf, paymentOfOrder } from "./payment-ledger.js";
import { PAYMENT_TRANSACTION_TYPES } from "./payment.tables.js";

export const StaffPaymentTransaction = z.object({
  type: z.enum(PAYMENT_TRANSACTION_TYPES),
  transactionId: z.string(),
  amountFils: z.number().int(),
  result: z.string(),
  gatewayCode: z.string().nullable(),
  at: z.string(),
});

export const StaffPayment = z.object({
  gatewayOrderId: z.string(),
  status: z.enum(ORDER_PAYMENT_STATUSES),
  amountFils: z.number().int(),
  authorizedFils: z.number().int(),
  capturedFils: z.number().int(),
  refundedFils: z.number().int(),
  /** Oldest first. */
  transactions: z.array(StaffPaymentTransaction),
});
export type StaffPayment = z.infer<typeof StaffPayment>;

export async function staffPaymentOf(db: Executor, orderId: number): Promise<StaffPayment | null> {
  const payment = await paymentOfOrder(db, orderId);
  if (!payment) return null;
  const rows = await ledgerOf(db, orderId);
  return {
    gatewayOrderId: payment.gatewayOrderId,
    status: payment.status,
    amountFils: payment.amountFils,
    authorizedFils: payment.authorizedFils,
    capturedFils: payment.capturedFils,
    refundedFils: payment.refundedFils,
    transactions: rows.map((row) => ({
      type: row.type,
      transactionId: row.transactionId,
      amountFils: row.amountFils,
      result: row.result,
      gatewayCode: row.gatewayCode,
      at: row.at.toISOString(),
    })),
  };
}
