import { describe, expect, it } from "vitest";
import { NO_PROMOTION_OUTCOME, priceCart, type CartLine, type PromotionOutcome } from "./cart-pricing.js";

const line = (entryNumber: number, listPriceFils: number, quantity: number, percentOff = 0): CartLine => ({
  entryNumber,
  productCode: `P${entryNumber}`,
  quantity,
  listPriceFils,
  activeDiscounts: percentOff ? [{ absolute: false, value: percentOff * 100 }] : [],
});
const marina = { area: { shippingFeeFils: 1500, orderThresholdFils: 20_000 }, pickup: false };

describe("priceCart", () => {
  it("prices lines after product discounts and sums them in fils", () => {
    const totals = priceCart([line(0, 1999, 3), line(1, 1000, 2, 15)], marina);
    expect(totals.lines.map((l) => [l.unitPriceFils, l.totalPriceFils])).toEqual([
      [1999, 5997],
      [850, 1700],
    ]);
    expect(totals).toMatchObject({
      subTotalFils: 7697,
      productDiscountsFils: 300,
      deliveryCostFils: 1500,
      totalPriceFils: 9197,
      // 9197 × 5 / 105 = 437.95 → 438
      totalTaxFils: 438,
      totalItems: 2,
      totalUnitCount: 5,
    });
  });

  it("delivers free at the threshold, for pick-up and for an empty cart; unpriced without an area", () => {
    expect(priceCart([line(0, 10_000, 2)], marina).deliveryCostFils).toBe(0);
    expect(priceCart([line(0, 19_999, 1)], marina).deliveryCostFils).toBe(1500);
    expect(priceCart([line(0, 100, 1)], { ...marina, pickup: true }).deliveryCostFils).toBe(0);
    expect(priceCart([], marina).deliveryCostFils).toBe(0);
    const noArea = priceCart([line(0, 100, 1)], { area: null, pickup: false });
    expect(noArea.deliveryCostFils).toBeNull();
    expect(noArea.totalPriceFils).toBe(100);
  });

  it("counts a product that lost its price as zero rather than failing", () => {
    const totals = priceCart([{ ...line(0, 0, 2), listPriceFils: null }], marina, NO_PROMOTION_OUTCOME);
    expect(totals.subTotalFils).toBe(0);
  });

  it("applies what the promotion engine returns, capped so no total goes below zero", () => {
    const outcome: PromotionOutcome = {
      ...NO_PROMOTION_OUTCOME,
      entryDiscountsFils: new Map([
        [0, 500],
        [1, 99_999],
      ]),
      orderDiscountFils: 300,
      freeShipping: true,
      appliedProductPromotions: [{ code: "cups-5-off", description: "5 AED off cups" }],
      appliedVoucherCodes: ["WELCOME"],
    };
    const totals = priceCart([line(0, 2000, 1), line(1, 1000, 1)], marina, outcome);
    expect(totals.lines.map((l) => l.totalPriceFils)).toEqual([1500, 0]);
    expect(totals).toMatchObject({
      orderDiscountsFils: 300,
      subTotalFils: 1200,
      productDiscountsFils: 1500,
      totalDiscountsFils: 1800,
      deliveryCostFils: 0,
      totalPriceFils: 1200,
    });
    expect(totals.promotions.appliedVoucherCodes).toEqual(["WELCOME"]);
  });
});
