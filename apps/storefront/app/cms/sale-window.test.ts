import type { Component } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { hasSaleEnded, isSaleRunning } from "./sale-window";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const banner = (dates: { dateStart?: string; dateEnd?: string }): Component => ({
  uid: "SaleTimerBanner",
  typeCode: "SaleTimerBannerComponent",
  ...dates,
});

describe("sale message window", () => {
  it("shows only between dateStart and dateEnd", () => {
    expect(isSaleRunning(banner({ dateStart: "2026-11-20T00:00:00Z", dateEnd: "2026-11-24T00:00:00Z" }), NOW)).toBe(
      true,
    );
    expect(isSaleRunning(banner({ dateStart: "2026-11-22T00:00:00Z", dateEnd: "2026-11-24T00:00:00Z" }), NOW)).toBe(
      false,
    );
    expect(isSaleRunning(banner({ dateStart: "2026-11-01T00:00:00Z", dateEnd: "2026-11-21T12:00:00Z" }), NOW)).toBe(
      false,
    );
  });

  it("leaves a side without a date open", () => {
    expect(isSaleRunning(banner({}), NOW)).toBe(true);
    expect(isSaleRunning(banner({ dateEnd: "2026-11-22T00:00:00Z" }), NOW)).toBe(true);
    expect(isSaleRunning(banner({ dateStart: "2026-12-01T00:00:00Z" }), NOW)).toBe(false);
  });
});

describe("sale page expiry", () => {
  it("ends once now reaches dateEnd, never without one", () => {
    expect(hasSaleEnded(banner({ dateEnd: "2026-11-21T12:00:00Z" }), NOW)).toBe(true);
    expect(hasSaleEnded(banner({ dateEnd: "2026-11-21T12:00:01Z" }), NOW)).toBe(false);
    expect(hasSaleEnded(banner({}), NOW)).toBe(false);
  });
});
