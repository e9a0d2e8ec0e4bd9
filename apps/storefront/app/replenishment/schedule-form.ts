/**
 * The schedule form of the replenishment page (account spec §2.22; issue 21), read from its posted fields: how
 * often (DAILY, WEEKLY, MONTHLY), the count or days that go with it, and the start date (a UAE day from today on).
 * Answers the API's ScheduleReplenishmentForm, or the message keys of the fields that are wrong; the API checks
 * everything again.
 */
import {
  DAYS_OF_WEEK,
  RECURRENCE_PERIODS,
  REPLENISHMENT_LIMITS,
  type DayOfWeek,
  type RecurrencePeriod,
} from "@dukkan/occ/replenishment-constants";

export interface ScheduleFields {
  recurrencePeriod: RecurrencePeriod;
  numberOfDays?: number;
  numberOfWeeks?: number;
  daysOfWeek?: DayOfWeek[];
  nthDayOfMonth?: number;
  replenishmentStartDate: string;
}

export type ScheduleFieldErrors = Partial<
  Record<"numberOfDays" | "numberOfWeeks" | "daysOfWeek" | "nthDayOfMonth" | "replenishmentStartDate", string>
>;

/** The `YYYY-MM-DD` day it is in the UAE (UTC+4 all year). */
export function uaeToday(now = new Date()): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

function wholeNumber(value: FormDataEntryValue | null, max: number): number | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= max ? number : undefined;
}

export function readScheduleForm(
  form: FormData,
  today: string,
):
  | { period: RecurrencePeriod; fields: ScheduleFields; errors?: undefined }
  | { period: RecurrencePeriod; fields?: undefined; errors: ScheduleFieldErrors } {
  const period = form.get("recurrencePeriod");
  const recurrencePeriod = (RECURRENCE_PERIODS as readonly unknown[]).includes(period)
    ? (period as RecurrencePeriod)
    : "MONTHLY";
  const errors: ScheduleFieldErrors = {};
  const start = String(form.get("replenishmentStartDate") ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || start < today || Number.isNaN(Date.parse(start))) {
    errors.replenishmentStartDate = "scheduleReplenishment.invalidDate";
  }
  const fields: ScheduleFields = { recurrencePeriod, replenishmentStartDate: start };
  if (recurrencePeriod === "DAILY") {
    fields.numberOfDays = wholeNumber(form.get("numberOfDays"), REPLENISHMENT_LIMITS.maxDays);
    if (fields.numberOfDays === undefined) errors.numberOfDays = "scheduleReplenishment.invalidNumber";
  } else if (recurrencePeriod === "WEEKLY") {
    fields.numberOfWeeks = wholeNumber(form.get("numberOfWeeks"), REPLENISHMENT_LIMITS.maxWeeks);
    if (fields.numberOfWeeks === undefined) errors.numberOfWeeks = "scheduleReplenishment.invalidNumber";
    const chosen = form.getAll("daysOfWeek");
    fields.daysOfWeek = DAYS_OF_WEEK.filter((day) => chosen.includes(day));
    if (fields.daysOfWeek.length === 0) errors.daysOfWeek = "scheduleReplenishment.chooseDays";
  } else {
    fields.nthDayOfMonth = wholeNumber(form.get("nthDayOfMonth"), 31);
    if (fields.nthDayOfMonth === undefined) errors.nthDayOfMonth = "scheduleReplenishment.invalidNumber";
  }
  return Object.keys(errors).length > 0 ? { period: recurrencePeriod, errors } : { period: recurrencePeriod, fields };
}

/** The most a count field accepts, for its error message. */
export const COUNT_MAX = {
  numberOfDays: REPLENISHMENT_LIMITS.maxDays,
  numberOfWeeks: REPLENISHMENT_LIMITS.maxWeeks,
  nthDayOfMonth: 31,
} as const;
