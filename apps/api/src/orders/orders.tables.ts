/**
 * Orders (checkout spec §3 Order, §4.3, §4.5; account spec order history). An order is a snapshot taken when it is
 * placed: names, prices, addresses and payment as they were then, in integer fils, so later catalogue, price or
 * address changes never rewrite what the customer bought.
 * - `orders`: one per placed (or reserved) cart. The OCC `code` is the id zero-padded to 8 digits (like carts).
 *   A cart makes at most one order: `cart_id` is unique among orders that are not CANCELLED (a cancelled card
 *   attempt leaves the cart for another try). An Idempotency-Key is unique per customer.
 * - `order_entries`: the lines, with the kit bundle's components and the text-field configuration copied.
 * - `consignments` (+ `consignment_entries`): where the goods leave from (the pick-up store or the warehouse).
 * - `order_payments`: the card payment of a card order (gateway order id, what was authorised, captured and
 *   refunded, status); each gateway operation on it is a row of `payment_transactions` (payment.tables.ts).
 * - `customer_order_counts`: how many placed orders each customer has (the order history's total), kept by
 *   triggers on `orders` (migration 0027, decision 0049).
 */
import type { OrderPaymentStatus } from "@dukkan/staff-api";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CartPaymentDetails, DeliveryAddressSnapshot } from "../checkout/checkout.tables.js";
import type { ConfiguredField } from "../cart/cart.tables.js";
import type { OrderStatus } from "@dukkan/occ/order";
import { customers, type Localized } from "../db/tables.js";

/** A promotion as the order applied it, its message rendered in the order's language when it was placed. */
export interface OrderPromotion {
  code: string;
  description: string;
}

/** The promotions and vouchers that priced the order. */
export interface OrderPromotions {
  product: OrderPromotion[];
  order: OrderPromotion[];
  voucherCodes: string[];
  freeShipping: boolean;
}

export const orders = pgTable(
  "orders",
  {
    /** The OCC order `code` is this number, zero-padded to 8 digits. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid("guid").notNull().unique(),
    /** Null for a guest's order (read by guid only). */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    /** The cart the order was made from (the cart is deleted once the order is CREATED). */
    cartId: integer("cart_id").notNull(),
    cartGuid: uuid("cart_guid").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    language: text("language").notNull().default("en"),
    areaIsocode: text("area_isocode"),
    deliveryModeCode: text("delivery_mode_code").notNull(),
    deliveryModeName: jsonb("delivery_mode_name").$type<Localized>(),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddressSnapshot>().notNull(),
    pointOfServiceName: text("point_of_service_name"),
    paymentModeCode: text("payment_mode_code").notNull(),
    paymentInfo: jsonb("payment_info").$type<CartPaymentDetails>(),
    subTotalFils: integer("sub_total_fils").notNull(),
    productDiscountsFils: integer("product_discounts_fils").notNull(),
    orderDiscountsFils: integer("order_discounts_fils").notNull(),
    totalDiscountsFils: integer("total_discounts_fils").notNull(),
    deliveryCostFils: integer("delivery_cost_fils").notNull(),
    totalPriceFils: integer("total_price_fils").notNull(),
    /** The 5% VAT contained in the total (prices include VAT). */
    totalTaxFils: integer("total_tax_fils").notNull(),
    /**
     * The part of the total the customer's loyalty points pay (issue 21, decision 0065): all of it for an order paid
     * with points only, part of it when a card pays the rest (the card's part is the total less this), else 0.
     * Lowered with the total by cancellations that give points back.
     */
    loyaltyPaidFils: integer("loyalty_paid_fils").notNull().default(0),
    promotions: jsonb("promotions").$type<OrderPromotions>().notNull(),
    trn: text("trn"),
    idempotencyKey: text("idempotency_key"),
    cancelReason: text("cancel_reason"),
    /** When the order became CREATED (placed): what the history shows; null while payment is pending. */
    placedAt: timestamp("placed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_cart_idx")
      .on(t.cartId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    uniqueIndex("orders_customer_idempotency_idx").on(t.customerUid, t.idempotencyKey),
    // The order history's two sorts (order-history.ts) walk these and stop after the page.
    index("orders_customer_history_idx").on(t.customerUid, sql`coalesce(${t.placedAt}, ${t.createdAt})`, t.id),
    index("orders_customer_code_idx").on(t.customerUid, t.id),
    // The staff order list (newest first over the whole shop, by status) and the dashboard (placed since, waiting).
    index("orders_staff_list_idx").on(sql`coalesce(${t.placedAt}, ${t.createdAt})`, t.id),
    index("orders_status_idx").on(t.status),
    index("orders_placed_at_idx").on(t.placedAt),
    // The order history's total: the few orders of a customer not placed yet (reservations, payments in flight),
    // whose "payment being confirmed" test is added to the customer's counter of placed orders.
    index("orders_customer_unplaced_idx")
      .on(t.customerUid)
      .where(sql`${t.placedAt} is null`),
    check("orders_totals_not_negative", sql`${t.totalPriceFils} >= 0 and ${t.deliveryCostFils} >= 0`),
  ],
);

/**
 * A customer's placed orders (`placed_at` set), counted as they change so the order history's total is one row
 * read rather than a count over all of the customer's orders (decision 0049). Written only by the
 * `orders_count_*` triggers of migration 0027, in the statement that inserts, places, claims (a guest's
 * order given to the new account) or deletes the order, so it can never disagree with `orders`.
 */
export const customerOrderCounts = pgTable("customer_order_counts", {
  customerUid: text("customer_uid")
    .primaryKey()
    .references(() => customers.uid, { onDelete: "cascade" }),
  placedOrders: integer("placed_orders").notNull().default(0),
});

/** A kit component as the order holds it: units for all the kits of the entry. */
export interface OrderKitComponent {
  productCode: string;
  name: Localized;
  quantity: number;
}

/** A configured text field as ordered: its label then and the shopper's value. */
export interface OrderConfiguredField extends ConfiguredField {
  label: Localized;
}

export const orderEntries = pgTable(
  "order_entries",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    entryNumber: integer("entry_number").notNull(),
    productCode: text("product_code").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    /** Units ordered; cancelled units stay counted here and in `cancelled_quantity`. */
    quantity: integer("quantity").notNull(),
    cancelledQuantity: integer("cancelled_quantity").notNull().default(0),
    /**
     * Unit list price when ordered, before the product's discounts (null on orders placed before it was kept): a
     * cancellation re-prices what remains from it, so the product discounts stay what the order showed.
     */
    listPriceFils: integer("list_price_fils"),
    /** Unit price after the product's discounts (OCC basePrice). */
    basePriceFils: integer("base_price_fils").notNull(),
    /** The line after product promotions (OCC totalPrice). */
    totalPriceFils: integer("total_price_fils").notNull(),
    configuration: jsonb("configuration").$type<OrderConfiguredField[]>(),
    bundleTemplateId: text("bundle_template_id"),
    bundleName: jsonb("bundle_name").$type<Localized>(),
    components: jsonb("components").$type<OrderKitComponent[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.entryNumber] }),
    index("order_entries_product_idx").on(t.productCode),
    check("order_entries_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "order_entries_cancelled_in_range",
      sql`${t.cancelledQuantity} >= 0 and ${t.cancelledQuantity} <= ${t.quantity}`,
    ),
  ],
);

export const consignments = pgTable(
  "consignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    status: text("status").notNull(),
    /** The store the shopper collects from (pick-up). */
    pointOfServiceName: text("point_of_service_name"),
    /** Where the goods leave from: the pick-up store, or the shop's warehouse for home delivery. */
    warehouseCode: text("warehouse_code").notNull(),
    /** When the consignment reached its current status. */
    statusDate: timestamp("status_date", { withTimezone: true }).notNull().defaultNow(),
    /** The carrier (a code of the shop's carrier list) and its tracking number, set when it ships. */
    carrierCode: text("carrier_code"),
    trackingId: text("tracking_id"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    targetArrivalDate: timestamp("target_arrival_date", { withTimezone: true }),
    /** Bumped by every change: staff writes carry the version they read, so two at once cannot both succeed. */
    version: integer("version").notNull().default(0),
  },
  (t) => [index("consignments_order_idx").on(t.orderId), index("consignments_status_idx").on(t.status)],
);

/** Who made a change: the customer, a staff member (their id) or one of the shop's jobs (its kind). */
export type OrderActorType = "customer" | "staff" | "job";

/**
 * The history of an order: every status change of the order or one of its consignments, and other steps that
 * matter to it (partial cancellation, refund, attachment), with when, who and why. Append-only.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    consignmentId: integer("consignment_id").references(() => consignments.id, { onDelete: "cascade" }),
    /** STATUS (fromStatus → toStatus), or another step: PARTIAL_CANCELLATION, REFUND, ATTACHMENT … */
    kind: text("kind").notNull().default("STATUS"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actorType: text("actor_type").$type<OrderActorType>().notNull(),
    /** The customer's uid, the staff member's id, or the job's kind. */
    actorId: text("actor_id"),
    /** Why, in the actor's words (a cancellation reason); shown to the customer. */
    reason: text("reason"),
    /** Facts of the step (quantities, amounts in fils, carrier); for staff and support. */
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/** What the carrier reported of a consignment's journey (staff enter it, or a carrier adapter adds it). */
export const consignmentTrackingEvents = pgTable(
  "consignment_tracking_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    consignmentId: integer("consignment_id")
      .notNull()
      .references(() => consignments.id, { onDelete: "cascade" }),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    referenceCode: text("reference_code"),
    detail: jsonb("detail").$type<Localized>().notNull(),
    location: text("location"),
  },
  (t) => [index("consignment_tracking_events_consignment_idx").on(t.consignmentId, t.eventDate)],
);

export const consignmentEntries = pgTable(
  "consignment_entries",
  {
    consignmentId: integer("consignment_id")
      .notNull()
      .references(() => consignments.id, { onDelete: "cascade" }),
    entryNumber: integer("entry_number").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.consignmentId, t.entryNumber] })],
);

/**
 * PENDING: the order waits for its authorisation; AUTHORIZED: the amount is reserved on the card (the order is
 * placed); CAPTURED: money taken (at shipping); PARTIALLY_REFUNDED / REFUNDED: some or all of it given back;
 * VOIDED: the authorisation was cancelled before any capture; CAPTURE_FAILED: the gateway declined the capture
 * (e.g. the authorisation expired) and staff must settle it; CANCELLED: the payment never completed.
 */
export { ORDER_PAYMENT_STATUSES, type OrderPaymentStatus } from "@dukkan/staff-api";

export const orderPayments = pgTable(
  "order_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    /** The authorisation's transaction (`authorize-1`; `pay-1` for orders paid before decision 0037). */
    transactionId: text("transaction_id"),
    /** The order's total when the payment was asked for. */
    amountFils: integer("amount_fils").notNull(),
    /** What the gateway holds for us now: authorised (0 once voided), captured, refunded. */
    authorizedFils: integer("authorized_fils").notNull().default(0),
    capturedFils: integer("captured_fils").notNull().default(0),
    refundedFils: integer("refunded_fils").notNull().default(0),
    /** {@link ORDER_PAYMENT_STATUSES} */
    status: text("status").$type<OrderPaymentStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_payments_order_idx").on(t.orderId),
    check(
      "order_payments_amounts_in_range",
      sql`${t.capturedFils} >= 0 and ${t.refundedFils} >= 0 and ${t.refundedFils} <= ${t.capturedFils}`,
    ),
  ],
);

/** One cancelled line of a cancellation: units and the money they took off the order (VAT included). */
export interface CancelledEntry {
  entryNumber: number;
  quantity: number;
  amountFils: number;
}

/**
 * A cancellation of (part of) an order, by the customer or staff: what it took off, and the money to give back.
 * `amount_fils` is what the order's total fell by (lines, promotions and vouchers recomputed on what remains,
 * delivery when nothing remains); a credit note is issued for it, and a card payment is voided, reduced or
 * refunded by it. `code` is `{orderCode}-C{n}`.
 */
export const orderCancellations = pgTable(
  "order_cancellations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    /** The whole order (true) or part of it. */
    complete: boolean("complete").notNull(),
    entries: jsonb("entries").$type<CancelledEntry[]>().notNull(),
    /** What the order's total fell by (VAT included), and the VAT in it. */
    amountFils: integer("amount_fils").notNull(),
    taxFils: integer("tax_fils").notNull(),
    deliveryRefundFils: integer("delivery_refund_fils").notNull().default(0),
    /** The part of `amount_fils` given back as loyalty points (the rest goes back to the card; decision 0065). */
    loyaltyFils: integer("loyalty_fils").notNull().default(0),
    reason: text("reason"),
    actorType: text("actor_type").$type<OrderActorType>().notNull(),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_cancellations_order_idx").on(t.orderId),
    check("order_cancellations_amount_not_negative", sql`${t.amountFils} >= 0`),
  ],
);
