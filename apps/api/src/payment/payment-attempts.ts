/**
 * The payment attempts of carts (`payment_attempts`): which gateway order a cart pays with now, and what became
 * of it. Status changes are conditional UPDATEs (only from the expected statuses), so two requests racing on one
 * attempt cannot move it backwards; nothing here holds a transaction open across a gateway call.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { CURRENCY } from "@dukkan/occ";
import type { CartRecord, Executor } from "../cart/cart-service.js";
import { cartCode } from "../cart/cart-service.js";
import { paymentAttempts, type PaymentAttemptStatus } from "./payment.tables.js";

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** Our transaction ids at the gateway: fixed, so a repeated call is the same transaction (contract §2). */
export const AUTHENTICATION_TRANSACTION = "auth-1";
/** The order's authorisation (decision 0037). */
export const AUTHORIZE_TRANSACTION = "authorize-1";
/** The PAY of orders placed before decision 0037 (authorised and captured at once); only read back now. */
export const PAY_TRANSACTION = "pay-1";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^\d{1,10}$/;

/** `{cartCode}-{attempt}`. */
export const gatewayOrderIdOf = (cartId: number, attempt: number) => `${cartCode(cartId)}-${attempt}`;

/** The cart's latest attempt, if any. */
export async function latestAttempt(db: Executor, cartId: number): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.cartId, cartId))
    .orderBy(desc(paymentAttempts.attempt))
    .limit(1);
  return row;
}

export async function attemptById(db: Executor, id: number): Promise<PaymentAttempt | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function attemptByGatewayOrder(db: Executor, gatewayOrderId: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
  return row;
}

/**
 * Opens the cart's next attempt for a new 3-D Secure authentication. Call inside the transaction that locked
 * the cart, so two starts take turns and number their attempts one after the other.
 */
export async function openAttempt(
  tx: Executor,
  cart: CartRecord,
  start: { sessionId: string; amountFils: number; savedPaymentMethodId: string | null },
): Promise<PaymentAttempt> {
  const previous = await latestAttempt(tx, cart.id);
  const attempt = (previous?.attempt ?? 0) + 1;
  const [row] = await tx
    .insert(paymentAttempts)
    .values({
      cartId: cart.id,
      cartGuid: cart.guid,
      customerUid: cart.customerUid,
      attempt,
      gatewayOrderId: gatewayOrderIdOf(cart.id, attempt),
      sessionId: start.sessionId,
      status: "AUTHENTICATING",
      amountFils: start.amountFils,
      currency: CURRENCY,
      savedPaymentMethodId: start.savedPaymentMethodId,
    })
    .returning();
  return row!;
}

/** Moves an attempt on, only from one of `from`; answers whether it moved. */
export async function moveAttempt(
  db: Executor,
  id: number,
  from: readonly PaymentAttemptStatus[],
  changes: Partial<
    Pick<PaymentAttempt, "status" | "authenticationStatus" | "payResult" | "failureReason" | "orderCode">
  >,
): Promise<boolean> {
  const moved = await db
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, [...from])))
    .returning({ id: paymentAttempts.id });
  return moved.length > 0;
}

/**
 * The caller's paid attempt of a cart that no longer exists (its order was confirmed), named by guid, or by
 * code for customers (a guest's cart code is guessable; its guid is not).
 */
export async function paidAttemptOfCart(
  db: Executor,
  caller: string | null,
  cartIds: readonly string[],
): Promise<PaymentAttempt | undefined> {
  const names: SQL[] = [];
  for (const cartId of cartIds) {
    if (GUID.test(cartId)) names.push(eq(paymentAttempts.cartGuid, cartId.toLowerCase()));
    else if (caller !== null && CODE.test(cartId) && Number(cartId) <= 2_147_483_647) {
      names.push(eq(paymentAttempts.cartId, Number(cartId)));
    }
  }
  if (names.length === 0) return undefined;
  const owner = caller === null ? isNull(paymentAttempts.customerUid) : eq(paymentAttempts.customerUid, caller);
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(owner, or(...names), eq(paymentAttempts.status, "PAID")))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}
