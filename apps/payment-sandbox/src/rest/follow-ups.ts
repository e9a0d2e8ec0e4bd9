/**
 * CAPTURE, REFUND and VOID: the operations that follow an AUTHORIZE on the same order, with the gateway's rules.
 * A capture takes at most what is still authorised (several partial captures add up to the authorisation), a
 * refund gives back at most what was captured and not yet refunded, and a void cancels an authorisation nothing
 * was captured from. An authorisation is valid for `authorizationValidityMs`; a capture after that is DECLINED
 * (answered, and kept under its transaction id, like any other decline). Refused requests leave no transaction.
 */
import type { SandboxContext } from "../context.js";
import { randomDigits, type FollowUpTransaction, type SandboxOrder } from "../store.js";
import { invalidRequest } from "./gateway-error.js";
import { amountOf, minorOf, orderMoney } from "./order-money.js";
import type { TransactionBody } from "./request.schemas.js";

export type FollowUpOperation = "CAPTURE" | "REFUND" | "VOID";
export const FOLLOW_UP_OPERATIONS: readonly string[] = ["CAPTURE", "REFUND", "VOID"];
export const KIND_OF: Record<FollowUpOperation, FollowUpTransaction["kind"]> = {
  CAPTURE: "capture",
  REFUND: "refund",
  VOID: "void",
};

export function followUp(
  ctx: SandboxContext,
  order: SandboxOrder,
  id: string,
  body: TransactionBody,
): FollowUpTransaction {
  const money = orderMoney(order);
  const authorization = money.authorization;
  if (!authorization) throw invalidRequest("The order has no successful authorization", "order.id");
  const base = {
    id,
    createdAt: ctx.now().toISOString(),
    card: { ...authorization.card },
    currency: order.currency,
    receipt: randomDigits(12),
    reference: body.transaction?.reference,
  };
  if (body.apiOperation === "VOID") {
    const target = body.transaction?.targetTransactionId;
    if (!target) {
      throw invalidRequest(
        "Value 'transaction.targetTransactionId' is required",
        "transaction.targetTransactionId",
        "MISSING",
      );
    }
    if (target !== authorization.id || authorization.operation !== "AUTHORIZE") {
      throw invalidRequest(
        `Transaction '${target}' is not an authorization that can be voided`,
        "transaction.targetTransactionId",
      );
    }
    if (money.voided)
      throw invalidRequest("The authorization has already been voided", "transaction.targetTransactionId");
    if (money.capturedMinor > 0) {
      throw invalidRequest(
        "The authorization has been captured and can no longer be voided: refund instead",
        "transaction.targetTransactionId",
      );
    }
    return {
      ...base,
      kind: "void",
      amount: authorization.amount,
      gatewayCode: "APPROVED",
      targetTransactionId: target,
    };
  }
  const amount = requestedAmount(order, body);
  if (body.apiOperation === "CAPTURE") {
    if (authorization.operation === "PAY")
      throw invalidRequest("The order was paid in full: nothing to capture", "order.id");
    if (money.voided) throw invalidRequest("The authorization has been voided", "order.id");
    const outstanding = money.authorizedMinor - money.capturedMinor;
    if (minorOf(amount) > outstanding) {
      throw invalidRequest(
        `Requested capture amount exceeds the outstanding authorized amount (${amountOf(outstanding)})`,
        "transaction.amount",
      );
    }
    const age = ctx.now().getTime() - Date.parse(authorization.createdAt);
    const gatewayCode = age > ctx.authorizationValidityMs ? "DECLINED" : "APPROVED";
    return { ...base, kind: "capture", amount, gatewayCode };
  }
  const refundable = money.capturedMinor - money.refundedMinor;
  if (minorOf(amount) > refundable) {
    throw invalidRequest(
      `Requested refund amount exceeds the captured amount not yet refunded (${amountOf(refundable)})`,
      "transaction.amount",
    );
  }
  return { ...base, kind: "refund", amount, gatewayCode: "APPROVED" };
}

/** CAPTURE and REFUND name their amount in `transaction.amount` and `transaction.currency` (the order's). */
function requestedAmount(order: SandboxOrder, body: TransactionBody): string {
  const amount = body.transaction?.amount;
  if (!amount) throw invalidRequest("Value 'transaction.amount' is required", "transaction.amount", "MISSING");
  const currency = body.transaction?.currency;
  if (!currency) throw invalidRequest("Value 'transaction.currency' is required", "transaction.currency", "MISSING");
  if (currency !== order.currency)
    throw invalidRequest("The currency differs from the order's", "transaction.currency");
  return amount;
}
