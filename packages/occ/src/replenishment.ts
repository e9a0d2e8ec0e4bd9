/**
 * OCC scheduled replenishment order shapes (account spec §2.22, §3 Replenishment order, §7, §9; issue 21), after
 * SAP Commerce's `ScheduleReplenishmentForm` and `ReplenishmentOrder`. Dates are UAE calendar days
 * (`YYYY-MM-DD`); money is OCC Price from integer fils.
 */
import { z } from "zod";
import { Price } from "./index";
import { PaymentDetails } from "./checkout";
import { Pagination, SortOption } from "./order";

import { DAYS_OF_WEEK, RECURRENCE_PERIODS, REPLENISHMENT_LIMITS } from "./replenishment-constants";

export * from "./replenishment-constants";

const positiveCount = (max: number) => z.coerce.number().int().min(1).max(max);
/** A real calendar day `YYYY-MM-DD` (an ISO date-time's date part is taken): 2026-02-30 is refused. */
const calendarDay = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}/, "a date YYYY-MM-DD")
  .refine((text) => {
    const day = text.slice(0, 10);
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, "not a calendar day");

/** POST users/{u}/replenishmentOrders?cartId&termsChecked=true: the body. */
export const ScheduleReplenishmentForm = z
  .object({
    recurrencePeriod: z.enum(RECURRENCE_PERIODS),
    numberOfDays: positiveCount(REPLENISHMENT_LIMITS.maxDays).optional(),
    numberOfWeeks: positiveCount(REPLENISHMENT_LIMITS.maxWeeks).optional(),
    daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).max(7).optional(),
    nthDayOfMonth: z.coerce.number().int().min(1).max(31).optional(),
    /** The first day an order may be placed (a date, or an ISO date-time whose date part is taken). */
    replenishmentStartDate: calendarDay,
  })
  .superRefine((form, issues) => {
    const missing = (path: string) => issues.addIssue({ code: "custom", path: [path], message: "required" });
    if (form.recurrencePeriod === "DAILY" && form.numberOfDays === undefined) missing("numberOfDays");
    if (form.recurrencePeriod === "WEEKLY") {
      if (form.numberOfWeeks === undefined) missing("numberOfWeeks");
      if (!form.daysOfWeek || form.daysOfWeek.length === 0) missing("daysOfWeek");
    }
    if (form.recurrencePeriod === "MONTHLY" && form.nthDayOfMonth === undefined) missing("nthDayOfMonth");
  });
export type ScheduleReplenishmentForm = z.infer<typeof ScheduleReplenishmentForm>;

export const ReplenishmentEntry = z.object({
  entryNumber: z.number(),
  quantity: z.number(),
  product: z.object({ code: z.string(), name: z.string().optional() }),
});

export const ReplenishmentOrder = z.object({
  replenishmentOrderCode: z.string(),
  active: z.boolean(),
  /** The day the first order may be placed. */
  firstDate: z.string(),
  purchaseOrderNumber: z.string().optional(),
  recurrencePeriod: z.enum(RECURRENCE_PERIODS),
  numberOfDays: z.number().optional(),
  numberOfWeeks: z.number().optional(),
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).optional(),
  nthDayOfMonth: z.number().optional(),
  trigger: z.object({
    /** The schedule in words, ending in its time of day (the list cuts it off, spec §9). */
    displayTimeTable: z.string(),
    /** The next order's day; absent once cancelled. */
    activationTime: z.string().optional(),
  }),
  /** What the entries cost when the schedule was made; each order is priced on its own day. */
  totalPriceWithTax: Price,
  totalItems: z.number(),
  entries: z.array(ReplenishmentEntry),
  deliveryMode: z.object({ code: z.string(), name: z.string().optional() }),
  deliveryAddress: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      formattedAddress: z.string(),
      phone: z.string().optional(),
    })
    .optional(),
  paymentMode: z.object({ code: z.string(), name: z.string().optional() }),
  /** The saved card each order is charged to (brand, masked number, expiry); absent for cash, or once deleted. */
  paymentInfo: PaymentDetails.pick({
    id: true,
    cardType: true,
    cardNumber: true,
    expiryMonth: true,
    expiryYear: true,
  }).optional(),
});
export type ReplenishmentOrder = z.infer<typeof ReplenishmentOrder>;

export const ReplenishmentOrderList = z.object({
  replenishmentOrders: z.array(ReplenishmentOrder),
  sorts: z.array(SortOption),
  pagination: Pagination,
});
export type ReplenishmentOrderList = z.infer<typeof ReplenishmentOrderList>;
