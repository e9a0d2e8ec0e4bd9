/**
 * Whether a store is open at a moment, from its weekly opening hours (store finder: 'Open now · closes at 22:00',
 * 'Closed · opens Friday 14:00'). Pure: the moment comes from the request's clock, so tests pin it.
 *
 * Hours are wall-clock times in the shop's time zone (Asia/Dubai has no daylight saving time). A closing time at
 * or before the opening time means the store closes after midnight, the next day.
 */

/** One day of a store's week as stored: ISO weekday 1 = Monday … 7 = Sunday, times 'HH:MM' or 'HH:MM:SS'. */
export interface OpeningDay {
  weekday: number;
  opens: string | null;
  closes: string | null;
  closed: boolean;
}

export type OpeningState =
  | { open: true; closesAt: string }
  /** `opensAt` is absent when the store opens on no day of the week. */
  | { open: false; opensAt?: { weekday: number; time: string; today: boolean } };

export const SHOP_TIME_ZONE = "Asia/Dubai";

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const WEEKDAY_OF: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const minutesOf = (time: string): number => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};
const clockText = (minutes: number): string => {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};

/** The moment as minutes since Monday 00:00 in the shop's time zone. */
function minuteOfWeek(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const weekday = WEEKDAY_OF[part("weekday")] ?? 1;
  return (weekday - 1) * MINUTES_PER_DAY + Number(part("hour")) * 60 + Number(part("minute"));
}

export function openingState(days: readonly OpeningDay[], now: Date, timeZone = SHOP_TIME_ZONE): OpeningState {
  const current = minuteOfWeek(now, timeZone);
  const openings = days
    .filter((day) => !day.closed && day.opens && day.closes)
    .map((day) => {
      const start = (day.weekday - 1) * MINUTES_PER_DAY + minutesOf(day.opens!);
      const closes = minutesOf(day.closes!);
      const end =
        (day.weekday - 1) * MINUTES_PER_DAY + closes + (closes <= minutesOf(day.opens!) ? MINUTES_PER_DAY : 0);
      return { weekday: day.weekday, start, end };
    });
  // Sunday's opening that runs past midnight reaches into Monday: look at the moment one week later too.
  const openNow = openings.find(
    ({ start, end }) =>
      (start <= current && current < end) || (start <= current + MINUTES_PER_WEEK && current + MINUTES_PER_WEEK < end),
  );
  if (openNow) return { open: true, closesAt: clockText(openNow.end) };
  const waits = openings.map((opening) => ({
    opening,
    wait: (opening.start - current + MINUTES_PER_WEEK) % MINUTES_PER_WEEK,
  }));
  const next = waits.sort((a, b) => a.wait - b.wait)[0];
  if (!next) return { open: false };
  const today = Math.floor(current / MINUTES_PER_DAY) === next.opening.weekday - 1 && next.wait < MINUTES_PER_DAY;
  return {
    open: false,
    opensAt: { weekday: next.opening.weekday, time: clockText(next.opening.start), today },
  };
}
