import { describe, expect, it } from "vitest";
import { clampLoyaltyAmount, loyaltyAmountFils } from "./loyalty";

describe("loyalty amounts (checkout spec §5.6)", () => {
  it("takes amounts of zero or more to the fil, in fils", () => {
    expect(loyaltyAmountFils(0)).toBe(0);
    expect(loyaltyAmountFils(65)).toBe(6_500);
    expect(loyaltyAmountFils(12.34)).toBe(1_234);
    expect(loyaltyAmountFils(0.1 + 0.2)).toBe(30);
  });

  it("refuses negative amounts, a third decimal and what is not a number", () => {
    expect(loyaltyAmountFils(-0.01)).toBeUndefined();
    expect(loyaltyAmountFils(1.234)).toBeUndefined();
    expect(loyaltyAmountFils(Number.NaN)).toBeUndefined();
    expect(loyaltyAmountFils(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it("clamps what is typed to 0…max and cuts it (not rounds it) to 2 decimals", () => {
    expect(clampLoyaltyAmount(12.349, 100)).toBe(12.34);
    expect(clampLoyaltyAmount(150, 65)).toBe(65);
    expect(clampLoyaltyAmount(-3, 65)).toBe(0);
    expect(clampLoyaltyAmount(Number.NaN, 65)).toBe(0);
    expect(clampLoyaltyAmount(0.29, 65)).toBe(0.29);
  });
});
