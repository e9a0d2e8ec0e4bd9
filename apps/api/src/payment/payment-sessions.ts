/**
 * Gateway sessions bound to the cart and caller that opened them (decision 0032). A session id reaches the card
 * entered in it (saving it, 3-D Secure on it), so a session is usable only on its own cart by its own caller;
 * any other use answers exactly as a session the gateway does not know (SESSION_EXPIRED), leaking nothing.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { CartCaller, CartRecord, Executor } from "../cart/cart-service.js";
import { paymentError, SESSION_EXPIRED } from "./payment-errors.js";
import { paymentSessions } from "./payment.tables.js";

/** Records a session just opened at the gateway for this cart and caller. */
export async function bindSession(db: Executor, sessionId: string, cart: CartRecord, caller: CartCaller) {
  await db.insert(paymentSessions).values({ sessionId, cartId: cart.id, customerUid: caller });
}

/** Refuses a session that was not opened for this cart by this caller (`subject`: the field that named it). */
export async function requireBoundSession(
  db: Executor,
  sessionId: string,
  cart: CartRecord,
  caller: CartCaller,
  subject?: string,
): Promise<void> {
  const [bound] = await db
    .select({ sessionId: paymentSessions.sessionId })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.sessionId, sessionId),
        eq(paymentSessions.cartId, cart.id),
        caller === null ? isNull(paymentSessions.customerUid) : eq(paymentSessions.customerUid, caller),
      ),
    );
  if (!bound) throw paymentError(SESSION_EXPIRED, subject);
}
