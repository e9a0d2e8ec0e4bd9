/** The zod-free constants of scheduled replenishment orders, for the browser (see ./replenishment.ts). */
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
