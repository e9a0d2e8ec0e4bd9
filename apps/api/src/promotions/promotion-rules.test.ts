import { describe, expect, it } from "vitest";
import { formatFils } from "@dukkan/money";
import { priceCart, priceLine, type CartLine } from "../cart/cart-pricing.js";
import { evaluateRules, type PromotionLine, type PromotionRule } from "./promotion-rules.js";

const line = (
  entryNumber: number,
  listPriceFils: number,
  quantity: number,
  facts: { categories?: string[]; brand?: string } = {},
): PromotionLine & CartLine => ({
  ...priceLine({ entryNumber, productCode: `P${entryNumber}`, quantity, listPriceFils, activeDiscounts: [] }),
  productCodes: new Set([`P${entryNumber}`]),
  categoryCodes: new Set(facts.categories ?? []),
  brandCode: facts.brand ?? null,
});

const rule = (overrides: Partial<PromotionRule> & Pick<PromotionRule, "code" | "kind">): PromotionRule => ({
  percentBasisPoints: null,
  amountFils: null,
  thresholdFils: null,
  minQuantity: 1,
  buyQuantity: null,
  freeQuantity: null,
  productCodes: [],
  categoryCodes: [],
  brandCodes: [],
  priority: 0,
  exclusive: false,
  description: { en: "{amount} off", ar: "خصم {amount}" },
  potentialMessage: null,
  potentialFromFils: null,
  ...overrides,
});

const aed = (fils: number, language = "en") => formatFils(fils, language);
const marina = { area: { shippingFeeFils: 1500, orderThresholdFils: null }, pickup: false };

describe("product promotions", () => {
  it("takes a percentage off each qualifying unit, rounded half up, and names the consumed entries", () => {
    const lines = [line(0, 1005, 3, { brand: "qasr" }), line(1, 2000, 1, { brand: "other" })];
    const outcome = evaluateRules(
      lines,
      [rule({ code: "qasr-15", kind: "PRODUCT_PERCENT", percentBasisPoints: 1500, brandCodes: ["qasr"] })],
      "en",
    );
    // 15% of 10.05 = 1.5075 → 1.51 per unit.
    expect([...outcome.entryDiscountsFils]).toEqual([[0, 453]]);
    expect(outcome.appliedProductPromotions).toEqual([
      {
        code: "qasr-15",
        description: `${aed(453)} off`,
        consumedEntries: [{ orderEntryNumber: 0, adjustedUnitPriceFils: 854, quantity: 3 }],
      },
    ]);
  });

  it("takes a fixed amount off each unit, never more than the unit price", () => {
    const outcome = evaluateRules(
      [line(0, 300, 2, { categories: ["cups"] })],
      [rule({ code: "five-off", kind: "PRODUCT_AMOUNT", amountFils: 500, categoryCodes: ["cups"] })],
      "en",
    );
    expect(outcome.entryDiscountsFils.get(0)).toBe(600);
    const totals = priceCart([line(0, 300, 2)], marina, outcome);
    expect(totals.subTotalFils).toBe(0);
  });

  it("waits for the minimum quantity and says how many more units are needed", () => {
    const promotion = rule({
      code: "cups-bulk",
      kind: "PRODUCT_PERCENT",
      percentBasisPoints: 1000,
      minQuantity: 5,
      categoryCodes: ["cups"],
      potentialMessage: { en: "Add {quantity} more cups for 10% off", ar: "أضف {quantity} أكواب أخرى" },
    });
    const short = evaluateRules([line(0, 1000, 3, { categories: ["cups"] })], [promotion], "ar");
    expect(short.entryDiscountsFils.size).toBe(0);
    expect(short.potentialProductPromotions).toEqual([{ code: "cups-bulk", description: "أضف 2 أكواب أخرى" }]);
    const enough = evaluateRules([line(0, 1000, 5, { categories: ["cups"] })], [promotion], "en");
    expect(enough.entryDiscountsFils.get(0)).toBe(500);
    expect(enough.potentialProductPromotions).toEqual([]);
  });

  it("buy 3 get 1: the cheapest qualifying units are free, and a shopper one short is told", () => {
    const promotion = rule({
      code: "b3g1",
      kind: "BUY_X_GET_Y",
      buyQuantity: 3,
      freeQuantity: 1,
      categoryCodes: ["cups"],
      potentialMessage: { en: "Add {quantity} more and get {free} free" },
    });
    const cups = { categories: ["cups"] };
    const eight = evaluateRules([line(0, 1000, 5, cups), line(1, 400, 3, cups)], [promotion], "en");
    // 8 units → 2 free, both from the 4.00 line.
    expect([...eight.entryDiscountsFils]).toEqual([[1, 800]]);
    expect(eight.appliedProductPromotions[0]!.consumedEntries).toEqual([
      { orderEntryNumber: 1, adjustedUnitPriceFils: 0, quantity: 2 },
    ]);
    const three = evaluateRules([line(0, 1000, 3, cups)], [promotion], "en");
    expect(three.appliedProductPromotions).toEqual([]);
    expect(three.potentialProductPromotions).toEqual([{ code: "b3g1", description: "Add 1 more and get 1 free" }]);
  });

  it("lets a line take part in one product promotion only, the higher priority first", () => {
    const lines = [line(0, 1000, 1, { categories: ["cups"], brand: "qasr" })];
    const outcome = evaluateRules(
      lines,
      [
        rule({ code: "a-brand", kind: "PRODUCT_PERCENT", percentBasisPoints: 1500, brandCodes: ["qasr"] }),
        rule({
          code: "b-cups",
          kind: "PRODUCT_PERCENT",
          percentBasisPoints: 2000,
          categoryCodes: ["cups"],
          priority: 5,
        }),
      ],
      "en",
    );
    expect(outcome.appliedProductPromotions.map((p) => p.code)).toEqual(["b-cups"]);
    expect(outcome.entryDiscountsFils.get(0)).toBe(200);
  });
});

describe("order and shipping promotions", () => {
  const freeDelivery = rule({
    code: "free-delivery",
    kind: "FREE_SHIPPING",
    thresholdFils: 15_000,
    description: { en: "Free delivery" },
    potentialMessage: { en: "Add {amount} more to get free delivery", ar: "أضف {amount} للتوصيل المجاني" },
    potentialFromFils: 5_000,
  });
  const tenOff = rule({ code: "ten-off", kind: "ORDER_PERCENT", percentBasisPoints: 1000, thresholdFils: 50_000 });

  it("tells a cart close to the threshold how much is missing, in its language", () => {
    const outcome = evaluateRules([line(0, 10_500, 1)], [freeDelivery], "en");
    expect(outcome.freeShipping).toBe(false);
    expect(outcome.potentialOrderPromotions).toEqual([
      { code: "free-delivery", description: `Add ${aed(4500)} more to get free delivery` },
    ]);
    expect(evaluateRules([line(0, 10_500, 1)], [freeDelivery], "ar").potentialOrderPromotions[0]!.description).toBe(
      `أضف ${aed(4500, "ar")} للتوصيل المجاني`,
    );
    // Far below potentialFromFils: no message.
    expect(evaluateRules([line(0, 1_000, 1)], [freeDelivery], "en").potentialOrderPromotions).toEqual([]);
  });

  it("waives delivery at the threshold, compared after the order discounts", () => {
    const outcome = evaluateRules([line(0, 15_000, 1)], [freeDelivery], "en");
    expect(outcome.freeShipping).toBe(true);
    expect(priceCart([line(0, 15_000, 1)], marina, outcome).deliveryCostFils).toBe(0);
    const fixedOff = rule({ code: "twenty-off", kind: "ORDER_AMOUNT", amountFils: 2_000 });
    const after = evaluateRules([line(0, 16_000, 1)], [freeDelivery, fixedOff], "en");
    expect(after.orderDiscountFils).toBe(2_000);
    expect(after.freeShipping).toBe(false);
    expect(after.potentialOrderPromotions[0]!.description).toBe(`Add ${aed(1000)} more to get free delivery`);
  });

  it("stacks order promotions on what is left, after product promotions", () => {
    const brand = rule({ code: "brand", kind: "PRODUCT_PERCENT", percentBasisPoints: 5000, brandCodes: ["qasr"] });
    const fixedOff = rule({ code: "twenty-off", kind: "ORDER_AMOUNT", amountFils: 2_000, priority: 1 });
    const lines = [line(0, 60_000, 1), line(1, 20_000, 1, { brand: "qasr" })];
    const outcome = evaluateRules(lines, [tenOff, fixedOff, brand], "en");
    // Goods after the brand promotion: 700.00 ≥ 500 → 20.00 off first (priority), then 10% of 680.00.
    expect(outcome.orderDiscountFils).toBe(2_000 + 6_800);
    expect(outcome.appliedOrderPromotions.map((p) => p.code)).toEqual(["twenty-off", "ten-off"]);
  });

  it("an exclusive promotion blocks later promotions of equal or lower priority", () => {
    const exclusive = rule({
      code: "vip",
      kind: "ORDER_PERCENT",
      percentBasisPoints: 2000,
      priority: 10,
      exclusive: true,
    });
    const outcome = evaluateRules([line(0, 60_000, 1)], [tenOff, exclusive, freeDelivery], "en");
    expect(outcome.appliedOrderPromotions.map((p) => p.code)).toEqual(["vip"]);
    expect(outcome.orderDiscountFils).toBe(12_000);
    expect(outcome.freeShipping).toBe(false);
    const higher = rule({ ...freeDelivery, priority: 20 });
    expect(evaluateRules([line(0, 60_000, 1)], [exclusive, higher], "en").freeShipping).toBe(true);
  });

  it("never discounts more than the goods, and an empty cart gets nothing", () => {
    const huge = rule({ code: "huge", kind: "ORDER_AMOUNT", amountFils: 1_000_000 });
    const outcome = evaluateRules([line(0, 999, 2)], [huge, tenOff], "en");
    expect(outcome.orderDiscountFils).toBe(1998);
    expect(priceCart([line(0, 999, 2)], marina, outcome).subTotalFils).toBe(0);
    const empty = evaluateRules([], [huge, freeDelivery], "en");
    expect(empty).toMatchObject({ orderDiscountFils: 0, freeShipping: false, potentialOrderPromotions: [] });
  });
});
