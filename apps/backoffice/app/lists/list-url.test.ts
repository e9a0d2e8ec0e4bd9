import { describe, expect, it } from "vitest";
import { calendarDayOf, pageHref, pageOf, uaeDayAfter, uaeDayStart } from "./list-url";

describe("a list's URL", () => {
  it("reads page 1 for a missing, zero, fractional or non-numeric page", () => {
    for (const query of ["", "page=0", "page=1.5", "page=x", "page=-2"]) {
      expect(pageOf(new URLSearchParams(query)), query).toBe(1);
    }
    expect(pageOf(new URLSearchParams("page=7"))).toBe(7);
  });

  it("keeps a calendar day only in YYYY-MM-DD form", () => {
    expect(calendarDayOf(new URLSearchParams("from=2026-11-01"), "from")).toBe("2026-11-01");
    expect(calendarDayOf(new URLSearchParams("from=yesterday"), "from")).toBe("");
  });

  it("bounds UAE days: the start of the first, the start of the day after the last (month and leap day)", () => {
    expect(uaeDayStart("2026-11-01")).toBe("2026-11-01T00:00:00+04:00");
    expect(uaeDayAfter("2026-11-30")).toBe("2026-12-01T00:00:00+04:00");
    expect(uaeDayAfter("2028-02-28")).toBe("2028-02-29T00:00:00+04:00");
  });

  it("links to another page with every filter kept, page 1 without a page parameter", () => {
    const search = new URLSearchParams("status=READY&page=2");
    expect(pageHref(search, 3)).toBe("?status=READY&page=3");
    expect(pageHref(search, 1)).toBe("?status=READY");
    expect(pageHref(new URLSearchParams("page=2"), 1)).toBe("?");
  });
});
