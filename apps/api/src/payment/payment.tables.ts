/**
 * Card payments (checkout spec §4.5, §7.3; decision 0023).
 *
 * `payment_attempts`: one row per gateway order a cart pays with. The gateway order id is `{cartCode}-{attempt}`;
 * a cart moves to the next attempt only after the previous one ended for good (authentication or payment
 * failed, or a new authentication was started). The row outlives the cart (no foreign key: the cart is deleted
 * when its order is confirmed), so a replayed payment/process still finds the order it made, and the
 * reconciliation job finds payments whose answer never arrived.
 *
 * `payment_sessions`: every gateway session this API opened, with the cart and caller it was opened for. A
 * session id is a bearer of card data at the gateway, so only that cart and caller may use it (decision 0032).
 *
 * `payment_transactions`: the ledger of what we asked the gateway to do with an order's money — one row per
 * AUTHORIZE, CAPTURE, VOID and REFUND with its transaction id, amount, result and time — so staff and the customer
 * can see what happened (decision 0037). A transaction id is recorded once per gateway order.
 *
 * `saved_payment_methods`: a customer's saved cards. Only what the gateway reports back is stored: its token
 * and the masked number, scheme, expiry and holder; never a card number or security code.
 */
import { PAYMENT_TRANSACTION_TYPES } from "@dukkan/staff-api";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BillingAddress } from "@dukkan/occ/checkout";
import { customers } from "../db/tables.js";
import { orderCancellations, orders } from "../orders/orders.tables.js";

/**
 * AUTHENTICATING: 3-D Secure started (auth-1); PAYING: stock reserved in a PAYMENT_PENDING order, PAY sent or
 * about to be; PAID: the order is confirmed; FAILED: over for good (`failure_reason` says why).
 */
export const PAYMENT_ATTEMPT_STATUSES = ["AUTHENTICATING", "PAYING", "PAID", "FAILED"] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** carts.id (the OCC cart code is it zero-padded); kept after the cart is gone. */
    cartId: integer("cart_id").notNull(),
    cartGuid: uuid("cart_guid").notNull(),
    /** The cart's owner; null for a guest cart. */
    customerUid: text("customer_uid"),
    attempt: integer("attempt").notNull(),
    /** `{cartCode}-{attempt}`. */
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    /** The gateway session authenticated and paid with. */
    sessionId: text("session_id").notNull(),
    status: text("status", { enum: PAYMENT_ATTEMPT_STATUSES }).notNull(),
    /** The server-priced cart total sent for authentication, in fils. */
    amountFils: integer("amount_fils").notNull(),
    currency: text("currency").notNull().default("AED"),
    /** The saved card paid with, when it was one. */
    savedPaymentMethodId: text("saved_payment_method_id"),
    authenticationStatus: text("authentication_status"),
    /** The PAY answer's gateway code (APPROVED, DECLINED, EXPIRED_CARD …). */
    payResult: text("pay_result"),
    /** The reason a FAILED attempt answers (gateway code, AUTHENTICATION_* status or validation.cannotProceedCheckout). */
    failureReason: text("failure_reason"),
    /** The PAYMENT_PENDING order reserved for this attempt (then CREATED or CANCELLED). */
    orderCode: text("order_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_attempts_cart_attempt_idx").on(t.cartId, t.attempt),
    // The order history's "payment being confirmed" test (order-history.ts) hashes the PAYING attempts: this keeps
    // that a read of the few in flight, however many card orders the shop has had.
    index("payment_attempts_paying_idx")
      .on(t.gatewayOrderId)
      .where(sql`${t.status} = 'PAYING'`),
  ],
);

export const paymentSessions = pgTable("payment_sessions", {
  /** The gateway's session id. */
  sessionId: text("session_id").primaryKey(),
  /** carts.id of the cart the session was opened for (no foreign key, as payment_attempts). */
  cartId: integer("cart_id").notNull(),
  /** The customer who opened it; null for a guest (whose cart guid is the credential). */
  customerUid: text("customer_uid"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: text("id").primaryKey(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The gateway's token for the card. */
    gatewayToken: text("gateway_token").notNull(),
    /** Masked as the gateway reports it, e.g. 512345xxxxxx0008. */
    maskedNumber: text("masked_number").notNull(),
    scheme: text("scheme").notNull(),
    expiryMonth: text("expiry_month").notNull(),
    expiryYear: text("expiry_year").notNull(),
    holderName: text("holder_name"),
    billingAddress: jsonb("billing_address").$type<BillingAddress>(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_payment_methods_token_idx").on(t.customerUid, t.gatewayToken),
    uniqueIndex("saved_payment_methods_default_idx")
      .on(t.customerUid)
      .where(sql`${t.isDefault}`),
  ],
);

/** PAY: authorised and captured at once (only orders from before decision 0037 being reconciled). */
export { PAYMENT_TRANSACTION_TYPES, type PaymentTransactionType } from "@dukkan/staff-api";

export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayOrderId: text("gateway_order_id").notNull(),
    type: text("type", { enum: PAYMENT_TRANSACTION_TYPES }).notNull(),
    /** Ours, deterministic: `authorize-1`, `capture-{n}`, `void-1`, `refund-{cancellationId}`. */
    transactionId: text("transaction_id").notNull(),
    amountFils: integer("amount_fils").notNull(),
    /** The gateway's result (SUCCESS, FAILURE …) and code (APPROVED, DECLINED …). */
    result: text("result").notNull(),
    gatewayCode: text("gateway_code"),
    /** The cancellation a VOID or REFUND settles. */
    cancellationId: integer("cancellation_id").references(() => orderCancellations.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_transactions_gateway_idx").on(t.gatewayOrderId, t.transactionId),
    index("payment_transactions_order_idx").on(t.orderId, t.at),
  ],
);
