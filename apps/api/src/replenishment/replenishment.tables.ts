/**
 * Scheduled replenishment orders (account spec §2.22; issue 21; decision 0060).
 * - `replenishment_orders`: one schedule per checkout cart a customer turned into one: its recurrence, the UAE day
 *   of its next order, and a copy of the cart (entries, delivery address and mode, payment mode) that each order is
 *   made from with the prices and stock of its own day. The OCC `replenishmentOrderCode` is the id zero-padded to 8
 *   digits. Cancelled schedules keep their row (the customer's list shows them as cancelled) with no next date.
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

/** A cart entry as the schedule keeps it: what to put in each day's cart. */
export interface ReplenishmentEntryCopy {
  productCode: string;
  quantity: number;
  /** A kit bundle's template, when the entry was one. */
  bundleTemplateId?: string;
  /** A configured product's text-field values, when it had some. */
  configuration?: { position: number; value: string }[];
}

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
    entries: jsonb("entries").$type<ReplenishmentEntryCopy[]>().notNull(),
    /** What the cart cost when it was scheduled (shown in the list; each order is priced on its day). */
    totalPriceFils: integer("total_price_fils").notNull(),
    totalItems: integer("total_items").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("replenishment_orders_customer_idx").on(t.customerUid, t.id),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("replenishment_runs_due_idx").on(t.replenishmentId, t.dueDate)],
);
