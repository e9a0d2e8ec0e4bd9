import { describe, expect, it } from "vitest";
import { instantOfUaeLocal, uaeLocalOf } from "./uae-time";

describe("UAE times in datetime-local inputs", () => {
  it("reads a typed time as UAE time (UTC+4)", () => {
    expect(instantOfUaeLocal("2025-06-15T13:00")).toBe("2025-06-15T13:00:00+04:00");
    expect(new Date(instantOfUaeLocal("2025-06-15T02:30")!).toISOString()).toBe("2025-06-14T22:30:00.000Z");
    expect(instantOfUaeLocal(" ")).toBeNull();
    expect(instantOfUaeLocal("tomorrow")).toBe("tomorrow");
  });

  it("shows an instant in UAE time, across midnight", () => {
    expect(uaeLocalOf("2025-06-14T22:30:00.000Z")).toBe("2025-06-15T02:30");
    expect(uaeLocalOf("2025-06-15T09:00:00+04:00")).toBe("2025-06-15T09:00");
    expect(uaeLocalOf(null)).toBe("");
  });
});
