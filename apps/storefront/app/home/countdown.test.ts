import { describe, expect, it } from "vitest";
import { countdownParts, formatCountdown, remainingMs } from "./countdown";

const NOW = Date.parse("2026-11-21T10:00:00Z");

describe("flash-sale countdown", () => {
  it("formats the time left as dd:hh:mm:ss", () => {
    const ms = remainingMs("2026-11-23T15:09:41Z", NOW);
    expect(formatCountdown(ms)).toBe("02:05:09:41");
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 5, minutes: 9, seconds: 41 });
  });

  it("drops partial seconds instead of rounding up", () => {
    expect(formatCountdown(1999)).toBe("00:00:00:01");
  });

  it("shows zeros once the sale has ended", () => {
    expect(remainingMs("2026-11-20T10:00:00Z", NOW)).toBe(0);
    expect(formatCountdown(0)).toBe("00:00:00:00");
  });

  it("treats a missing or unreadable timer as ended", () => {
    expect(remainingMs(undefined, NOW)).toBe(0);
    expect(remainingMs("not a date", NOW)).toBe(0);
  });

  it("keeps every digit of long countdowns", () => {
    expect(formatCountdown(123 * 24 * 3600 * 1000)).toBe("123:00:00:00");
  });
});
