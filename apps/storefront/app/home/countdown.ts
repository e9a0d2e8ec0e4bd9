/** The flash-sale countdown: whole days, hours, minutes and seconds left until the timer ends. */
export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds left until `endsAt` (an ISO date-time), never below 0; 0 for a missing or invalid timer. */
export function remainingMs(endsAt: string | undefined, now: number): number {
  if (!endsAt) return 0;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

export function countdownParts(ms: number): Countdown {
  const left = Math.max(0, Math.floor(ms / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** dd:hh:mm:ss, e.g. "02:05:09:41"; "00:00:00:00" once ended. Days beyond 99 keep all their digits. */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return [days, hours, minutes, seconds].map(twoDigits).join(":");
}
