import { describe, expect, it } from "vitest";
import { maxCountOf } from "./latest-reviews.server";

describe("maxCountOf", () => {
  it("reads the carousel's maxCount, defaulting to 10 (spec §9)", () => {
    expect(maxCountOf("4")).toBe(4);
    expect(maxCountOf(undefined)).toBe(10);
    for (const bad of ["", "0", "-3", "2.5", "ten", "51"]) expect(maxCountOf(bad)).toBe(10);
  });
});
