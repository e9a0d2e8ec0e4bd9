/**
 * Scheduled replenishment orders (account spec §2.22; issue 21; decision 0060).
 * - `replenishment_orders`: one schedule per checkout cart a customer turned into one: its recurrence, the UAE day
 *   of its next order, and a copy of the cart (entries, delivery address and mode, payment mode) that each order is
 *   made from with the prices and stock of its own day. The OCC `replenishmentOrderCode` is the id zero-padded to 8
 *   digits. Cancelled schedules keep their row (the customer's list shows them as cancelled) with no next date.
 *   A card schedule keeps the customer's saved card and the stored-credential agreement (decision 0066).
 * - `replenishment_runs`: one row per schedule and day an order was due, unique, written in the transaction that
 *   places that day's order; it is what makes a day's order happen once however often its job runs, and it links
 *   the schedule to the orders it made (null when every product was out of stock that day).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DayOfWeek, RecurrencePeriod } from "@dukkan/occ/replenishment";
import type { DeliveryAddressSnapshot } from "../checkout/checkout.tables.js";
import { customers, deliveryModes } from "../db/tables.js";
import { orders } from "../orders/orders.tables.js";
import { savedPaymentMethods } from "../payment/payment.tables.js";

/** A cart entry as the schedule keeps it: what to put in each day's cart. */
export interface ReplenishmentEntryCopy {
  productCode: string;
  quantity: number;
  /** A kit bundle's template, when the entry was one. */
  bundleTemplateId?: string;
  /** A configured product's text-field values, when it had some. */
  configuration?: { position: number; value: string }[];
}

/**
 * What a schedule's day came to: PLACED (an order), NOTHING_IN_STOCK (no order), PAYMENT_PENDING (a card order
 * reserved, its charge under way), PAYMENT_DECLINED (the card was refused: no order), CARD_REMOVED (the card was
 * deleted: no order, the schedule ended).
 */
export type ReplenishmentRunOutcome =
  "PLACED" | "NOTHING_IN_STOCK" | "PAYMENT_PENDING" | "PAYMENT_DECLINED" | "CARD_REMOVED";

/** Why the shop itself ended a schedule. */
export type ReplenishmentCancelReason = "CARD_REMOVED" | "PAYMENT_DECLINED";

/** A product left out of a day's order, and why. */
export interface SkippedProduct {
  productCode: string;
  quantity: number;
}

export const replenishmentOrders = pgTable(
  "replenishment_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    recurrencePeriod: text("recurrence_period").$type<RecurrencePeriod>().notNull(),
    /** DAILY: days between orders. */
    numberOfDays: integer("number_of_days"),
    /** WEEKLY: weeks between order weeks, and the weekdays of an order week. */
    numberOfWeeks: integer("number_of_weeks"),
    daysOfWeek: jsonb("days_of_week").$type<DayOfWeek[]>(),
    /** MONTHLY: the day of the month (a later day than the month has means its last day). */
    nthDayOfMonth: integer("nth_day_of_month"),
    firstDate: date("first_date", { mode: "string" }).notNull(),
    /** The UAE day of the next order; null once cancelled. */
    nextDate: date("next_date", { mode: "string" }),
    /** The language of its e-mails and orders, and the area that priced the cart. */
    language: text("language").notNull(),
    areaIsocode: text("area_isocode"),
    deliveryModeCode: text("delivery_mode_code")
      .notNull()
      .references(() => deliveryModes.code),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddressSnapshot>().notNull(),
    pointOfServiceName: text("point_of_service_name"),
    paymentModeCode: text("payment_mode_code").notNull(),
    /** A card schedule's saved card (the customer's own); null once they delete it, which ends the schedule. */
    savedPaymentMethodId: text("saved_payment_method_id").references(() => savedPaymentMethods.id, {
      onDelete: "set null",
    }),
    /** The stored-credential agreement the holder established when scheduling (merchant-initiated charges use it). */
    agreementId: text("agreement_id"),
    /** Days in a row the card was declined; reset by a paid order (decision 0066). */
    declinedDays: integer("declined_days").notNull().default(0),
    /** Why the shop ended the schedule (CARD_REMOVED, PAYMENT_DECLINED); null when the customer cancelled it. */
    cancelReason: text("cancel_reason").$type<ReplenishmentCancelReason>(),
    entries: jsonb("entries").$type<ReplenishmentEntryCopy[]>().notNull(),
    /** What the cart cost when it was scheduled (shown in the list; each order is priced on its day). */
    totalPriceFils: integer("total_price_fils").notNull(),
    totalItems: integer("total_items").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("replenishment_orders_customer_idx").on(t.customerUid, t.id),
    // Deleting a saved card sets its schedules' card to null.
    index("replenishment_orders_saved_card_idx").on(t.savedPaymentMethodId),
    // The job's scan: active schedules whose day has come.
    index("replenishment_orders_due_idx")
      .on(t.nextDate)
      .where(sql`${t.active}`),
    check("replenishment_orders_next_date_when_active", sql`(${t.active}) = (${t.nextDate} is not null)`),
  ],
);

export const replenishmentRuns = pgTable(
  "replenishment_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    replenishmentId: integer("replenishment_id")
      .notNull()
      .references(() => replenishmentOrders.id, { onDelete: "cascade" }),
    /** The day the order was due. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    skipped: jsonb("skipped").$type<SkippedProduct[]>().notNull().default([]),
    /** What the day came to (PAYMENT_PENDING only while a card charge is under way). */
    outcome: text("outcome").$type<ReplenishmentRunOutcome>().notNull().default("PLACED"),
    /** The gateway's answer to the day's card charge (APPROVED, INSUFFICIENT_FUNDS …). */
    paymentResult: text("payment_result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("replenishment_runs_due_idx").on(t.replenishmentId, t.dueDate)],
);
