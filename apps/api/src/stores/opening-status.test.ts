/** A store's 'open now' from its weekly hours, at moments given in UTC (Dubai is UTC+4 all year). */
import { describe, expect, it } from "vitest";
import { openingState, type OpeningDay } from "./opening-status.js";

/** The demo shop's retail week: 08:00–22:00, Friday 14:00–22:00. */
const retail: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: weekday === 5 ? "14:00:00" : "08:00:00",
  closes: "22:00:00",
  closed: false,
}));
/** Closed on Sunday. */
const warehouse: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday === 7
    ? { weekday, opens: null, closes: null, closed: true }
    : { weekday, opens: "07:30", closes: "19:00", closed: false },
);

describe("openingState", () => {
  it("is open between opening and closing time, in Dubai time", () => {
    // Thursday 26 Nov 2026, 10:00 UTC = 14:00 in Dubai.
    expect(openingState(retail, new Date("2026-11-26T10:00:00Z"))).toEqual({ open: true, closesAt: "22:00" });
    // 04:00 UTC = 08:00 in Dubai: the opening minute counts as open.
    expect(openingState(retail, new Date("2026-11-26T04:00:00Z"))).toEqual({ open: true, closesAt: "22:00" });
  });

  it("is closed at the closing minute and names the next opening", () => {
    // Thursday 22:00 in Dubai: Friday opens at 14:00.
    expect(openingState(retail, new Date("2026-11-26T18:00:00Z"))).toEqual({
      open: false,
      opensAt: { weekday: 5, time: "14:00", today: false },
    });
    // Friday 09:00 in Dubai: later the same day.
    expect(openingState(retail, new Date("2026-11-27T05:00:00Z"))).toEqual({
      open: false,
      opensAt: { weekday: 5, time: "14:00", today: true },
    });
  });

  it("skips closed days", () => {
    // Saturday 20:00 in Dubai: Sunday is closed, Monday opens at 07:30.
    expect(openingState(warehouse, new Date("2026-11-28T16:00:00Z"))).toEqual({
      open: false,
      opensAt: { weekday: 1, time: "07:30", today: false },
    });
  });

  it("keeps a store that closes after midnight open into the next day, also from Sunday into Monday", () => {
    const lateSunday: OpeningDay[] = [{ weekday: 7, opens: "18:00", closes: "02:00", closed: false }];
    // Monday 30 Nov 2026, 01:00 in Dubai (Sunday 21:00 UTC).
    expect(openingState(lateSunday, new Date("2026-11-29T21:00:00Z"))).toEqual({ open: true, closesAt: "02:00" });
    // Monday 02:30 in Dubai: closed until Sunday 18:00.
    expect(openingState(lateSunday, new Date("2026-11-29T22:30:00Z"))).toEqual({
      open: false,
      opensAt: { weekday: 7, time: "18:00", today: false },
    });
  });

  it("has no next opening for a store closed every day", () => {
    const closed = retail.map((day) => ({ ...day, closed: true }));
    expect(openingState(closed, new Date("2026-11-26T10:00:00Z"))).toEqual({ open: false });
  });
});
