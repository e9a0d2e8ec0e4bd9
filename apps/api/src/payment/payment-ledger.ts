/**
 * The ledger of a card order's money (`payment_transactions`, decision 0037): one row per gateway operation we
 * asked for — AUTHORIZE, CAPTURE, VOID, REFUND — with its transaction id, amount, result and time. The totals on
 * `order_payments` (authorised, captured, refunded, status) are recomputed from the ledger in the transaction that
 * adds a row, never incremented, so recording the same gateway transaction twice (a retried job, two runners)
 * changes nothing: a transaction id is recorded once per gateway order.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../cart/cart-service.js";
import { orderPayments, type OrderPaymentStatus } from "../orders/orders.tables.js";
import type { GatewayTransaction } from "./payment-gateway.js";
import { paymentTransactions, type PaymentTransactionType } from "./payment.tables.js";

export type OrderPayment = typeof orderPayments.$inferSelect;
export type LedgerRow = typeof paymentTransactions.$inferSelect;

export interface LedgerEntry {
  type: PaymentTransactionType;
  transactionId: string;
  amountFils: number;
  result: string;
  gatewayCode?: string | null;
  cancellationId?: number | null;
}

/** The card payment of an order, if it has one (cash orders have none). */
export async function paymentOfOrder(db: Executor, orderId: number): Promise<OrderPayment | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return row;
}

export async function ledgerOf(db: Executor, orderId: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.id));
}

/** The ledger row of one of our transaction ids, if it was recorded. */
export async function recorded(db: Executor, payment: OrderPayment, transactionId: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.gatewayOrderId, payment.gatewayOrderId),
        eq(paymentTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/** A gateway transaction as a ledger entry of `type`. */
export function entryOf(
  type: PaymentTransactionType,
  transaction: GatewayTransaction,
  fallbackAmountFils: number,
  cancellationId?: number,
): LedgerEntry {
  return {
    type,
    transactionId: transaction.id,
    amountFils: transaction.amountFils ?? fallbackAmountFils,
    result: transaction.result,
    gatewayCode: transaction.gatewayCode ?? null,
    cancellationId: cancellationId ?? null,
  };
}

/**
 * Adds a row (once per transaction id) and brings the payment's totals and status in line with the ledger.
 * Call inside the transaction that records the consequences (order events, status changes, notifications), and
 * record them only when `inserted` (another run may have recorded the same transaction first).
 */
export async function record(
  tx: Executor,
  payment: OrderPayment,
  entry: LedgerEntry,
): Promise<{ payment: OrderPayment; inserted: boolean }> {
  const inserted = await tx
    .insert(paymentTransactions)
    .values({ orderId: payment.orderId, gatewayOrderId: payment.gatewayOrderId, ...entry })
    .onConflictDoNothing()
    .returning({ id: paymentTransactions.id });
  const totals = totalsOf(await ledgerOf(tx, payment.orderId));
  const [updated] = await tx
    .update(orderPayments)
    .set({ ...totals, updatedAt: new Date() })
    .where(eq(orderPayments.id, payment.id))
    .returning();
  return { payment: updated!, inserted: inserted.length > 0 };
}

/** What the ledger adds up to; the status says what happened last that matters. */
export function totalsOf(rows: readonly LedgerRow[]): {
  authorizedFils: number;
  capturedFils: number;
  refundedFils: number;
  status: OrderPaymentStatus;
} {
  const approved = rows.filter((row) => row.result === "SUCCESS");
  const sum = (...types: PaymentTransactionType[]) =>
    approved.filter((row) => types.includes(row.type)).reduce((total, row) => total + row.amountFils, 0);
  const voided = approved.some((row) => row.type === "VOID");
  const authorizedFils = voided ? 0 : sum("AUTHORIZE", "PAY");
  const capturedFils = sum("PAY", "CAPTURE");
  const refundedFils = sum("REFUND");
  const lastCapture = rows.filter((row) => row.type === "CAPTURE").at(-1);
  let status: OrderPaymentStatus = "AUTHORIZED";
  if (voided) status = "VOIDED";
  else if (refundedFils > 0) status = refundedFils >= capturedFils ? "REFUNDED" : "PARTIALLY_REFUNDED";
  else if (capturedFils > 0) status = "CAPTURED";
  else if (lastCapture && lastCapture.result !== "SUCCESS") status = "CAPTURE_FAILED";
  return { authorizedFils, capturedFils, refundedFils, status };
}
