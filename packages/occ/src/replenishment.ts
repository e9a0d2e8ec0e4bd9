/**
 * OCC scheduled replenishment order shapes (account spec §2.22, §3 Replenishment order, §7, §9; issue 21), after
 * SAP Commerce's `ScheduleReplenishmentForm` and `ReplenishmentOrder`. Dates are UAE calendar days
 * (`YYYY-MM-DD`); money is OCC Price from integer fils.
 */
import { z } from "zod";
import { Price } from "./index";
import { Pagination, SortOption } from "./order";

/** Every N days, every N weeks on chosen weekdays, or every month on a day of the month. */
export const RECURRENCE_PERIODS = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

/** Weekdays as SAP names them, Monday first (ISO order). */
export const DAYS_OF_WEEK = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Spec §9: the replenishment history shows 5 a page; sorts by date, replenishment number or next order date. */
export const REPLENISHMENT_PAGE_SIZE = 5;
export const REPLENISHMENT_SORTS = ["byDate", "byReplenishmentNumber", "byNextOrderDate"] as const;
export type ReplenishmentSort = (typeof REPLENISHMENT_SORTS)[number];

/** Limits of a schedule: at most a year between orders, and a start within a year. */
export const REPLENISHMENT_LIMITS = { maxDays: 365, maxWeeks: 52, maxStartDaysAhead: 365 } as const;

/** Spec §9: the frequency text loses its last 12 characters (the time of day, " at 00:00:00") when shown. */
export const FREQUENCY_TEXT_CUT = 12;

const positiveCount = (max: number) => z.coerce.number().int().min(1).max(max);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/, "a date YYYY-MM-DD");

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
});
export type ReplenishmentOrder = z.infer<typeof ReplenishmentOrder>;

export const ReplenishmentOrderList = z.object({
  replenishmentOrders: z.array(ReplenishmentOrder),
  sorts: z.array(SortOption),
  pagination: Pagination,
});
export type ReplenishmentOrderList = z.infer<typeof ReplenishmentOrderList>;
