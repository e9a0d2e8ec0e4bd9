/**
 * What staff see of a card order's money (GET /admin/v1/orders/{code} → `payment`): the totals the gateway holds
 * for us and every ledger row (decision 0037), so a declined capture or a failed refund is visible next to the
 * order's history. Cash orders have no payment (null).
 */
import type { StaffPayment } from "@dukkan/staff-api";
import type { Executor } from "../cart/cart-service.js";
import { ledgerOf, paymentOfOrder } from "./payment-ledger.js";

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
