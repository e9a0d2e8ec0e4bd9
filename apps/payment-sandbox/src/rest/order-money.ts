/**
 * What an order's transactions add up to, as the gateway reports it on RETRIEVE ORDER: the authorised, captured
 * and refunded totals and the order status they imply. Amounts are counted in minor units (integers), never by
 * adding decimals.
 */
import type { FollowUpTransaction, PaymentTransaction, SandboxOrder } from "../store.js";

export interface OrderMoney {
  /** The approved AUTHORIZE (or PAY) of the order, if any. */
  authorization?: PaymentTransaction;
  /** Its approved VOID, if any. */
  voided?: FollowUpTransaction;
  authorizedMinor: number;
  capturedMinor: number;
  refundedMinor: number;
}

/** "12.50" → 1250. */
export const minorOf = (amount: string) => Math.round(Number(amount) * 100);
/** 1250 → "12.50". */
export const amountOf = (minor: number) => (minor / 100).toFixed(2);

export function approvedPayment(order: SandboxOrder): PaymentTransaction | undefined {
  return [...order.transactions.values()].find(
    (txn): txn is PaymentTransaction =>
      txn.kind === "payment" && txn.operation !== "VERIFY" && txn.gatewayCode === "APPROVED",
  );
}

function approved(order: SandboxOrder, kind: FollowUpTransaction["kind"]): FollowUpTransaction[] {
  return [...order.transactions.values()].filter(
    (txn): txn is FollowUpTransaction => txn.kind === kind && txn.gatewayCode === "APPROVED",
  );
}

const sum = (transactions: FollowUpTransaction[]) =>
  transactions.reduce((total, txn) => total + minorOf(txn.amount), 0);

export function orderMoney(order: SandboxOrder): OrderMoney {
  const authorization = approvedPayment(order);
  const voided = approved(order, "void")[0];
  const paid = authorization?.operation === "PAY" ? minorOf(authorization.amount) : 0;
  return {
    authorization,
    voided,
    authorizedMinor: authorization && !voided ? minorOf(authorization.amount) : 0,
    capturedMinor: paid + sum(approved(order, "capture")),
    refundedMinor: sum(approved(order, "refund")),
  };
}

/**
 * The gateway's order status once money moved (MPGS names): CANCELLED after a void, (PARTIALLY_)REFUNDED,
 * CAPTURED or PARTIALLY_CAPTURED, AUTHORIZED; undefined while nothing was authorised.
 */
export function moneyStatus(money: OrderMoney): string | undefined {
  if (money.voided) return "CANCELLED";
  if (money.refundedMinor > 0) return money.refundedMinor >= money.capturedMinor ? "REFUNDED" : "PARTIALLY_REFUNDED";
  if (money.capturedMinor > 0) return money.capturedMinor >= money.authorizedMinor ? "CAPTURED" : "PARTIALLY_CAPTURED";
  return money.authorization ? "AUTHORIZED" : undefined;
}
