/**
 * The days a replenishment schedule orders on, as plain calendar arithmetic on `YYYY-MM-DD` days (no time zone:
 * the caller says which UAE day it is). A schedule's days are fixed by its first date and recurrence alone, so the
 * next order day after any day can be worked out without its history:
 * - DAILY every N days: the first date, then every N days;
 * - WEEKLY every N weeks on chosen weekdays: those weekdays of the first date's week (Monday to Sunday) and of every
 *   Nth week after it, from the first date on;
 * - MONTHLY on day D: day D of every month from the first date's, or the month's last day when it is shorter.
 */
import { DAYS_OF_WEEK, type DayOfWeek, type RecurrencePeriod } from "@dukkan/occ/replenishment";

export interface Recurrence {
  recurrencePeriod: RecurrencePeriod;
  numberOfDays?: number | null;
  numberOfWeeks?: number | null;
  daysOfWeek?: readonly DayOfWeek[] | null;
  nthDayOfMonth?: number | null;
  firstDate: string;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The `YYYY-MM-DD` day it is in Asia/Dubai (UTC+4 all year, no daylight saving) at `instant`. */
export function uaeDay(instant: Date): string {
  return new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(day: string): number {
  return (dayNumber(day) + 3) % 7; // 1970-01-01 was a Thursday
}

export function dayOfWeek(day: string): DayOfWeek {
  return DAYS_OF_WEEK[weekdayIndex(day)]!;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day `nth` of the month, or its last day when the month is shorter. */
function monthDay(year: number, month: number, nth: number): string {
  const date = Math.min(nth, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** The schedule's first order day on or after `from` (which may be before its first date). */
export function orderDayOnOrAfter(schedule: Recurrence, from: string): string {
  const start = from < schedule.firstDate ? schedule.firstDate : from;
  switch (schedule.recurrencePeriod) {
    case "DAILY": {
      const every = schedule.numberOfDays ?? 1;
      const behind = dayNumber(start) - dayNumber(schedule.firstDate);
      return addDays(schedule.firstDate, Math.ceil(behind / every) * every);
    }
    case "WEEKLY": {
      const every = schedule.numberOfWeeks ?? 1;
      const chosen = new Set(schedule.daysOfWeek ?? []);
      if (chosen.size === 0) throw new RangeError("a weekly schedule needs at least one weekday");
      const firstWeek = dayNumber(schedule.firstDate) - weekdayIndex(schedule.firstDate);
      // Within every+1 weeks there is always an order week with every chosen weekday in it.
      for (let day = dayNumber(start); day < dayNumber(start) + 7 * (every + 1); day++) {
        const text = dayOf(day);
        const weeksSinceFirst = Math.floor((day - firstWeek) / 7);
        if (weeksSinceFirst % every === 0 && chosen.has(dayOfWeek(text))) return text;
      }
      throw new RangeError("no weekly order day found");
    }
    case "MONTHLY": {
      const nth = schedule.nthDayOfMonth ?? 1;
      const [year, month] = start.split("-").map(Number) as [number, number];
      const thisMonth = monthDay(year, month, nth);
      if (thisMonth >= start) return thisMonth;
      return month === 12 ? monthDay(year + 1, 1, nth) : monthDay(year, month + 1, nth);
    }
  }
}

/** The schedule's first order day strictly after `day`. */
export function orderDayAfter(schedule: Recurrence, day: string): string {
  return orderDayOnOrAfter(schedule, addDays(day, 1));
}
