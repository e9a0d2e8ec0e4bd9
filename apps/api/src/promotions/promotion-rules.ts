/**
 * The promotion engine's rules, pure and in integer fils (decision 0017). Given the priced cart lines, the
 * promotions that are live for this cart and the language, it decides every discount and message:
 *
 * 1. Product phase (PRODUCT_PERCENT, PRODUCT_AMOUNT, BUY_X_GET_Y), then order phase (ORDER_PERCENT,
 *    ORDER_AMOUNT, on the goods after product promotions), then FREE_SHIPPING (on the goods after both).
 *    Within a phase, higher priority first, then code, so the same cart always gets the same answer.
 * 2. A line takes part in at most one product promotion (the first that consumes it).
 * 3. An exclusive promotion that applies blocks every later promotion of equal or lower priority.
 * 4. Rounding: percentages round half up per unit (product) or once on the goods (order); an amount is
 *    never more than what it applies to, so no line or total goes below zero.
 */
import { formatFils, type Fils } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import type { PricedLine, PromotionMessage, PromotionOutcome } from "../cart/cart-pricing.js";
import type { Localized } from "../db/tables.js";
import type { PromotionKind } from "./promotions.tables.js";

export interface PromotionRule {
  code: string;
  kind: PromotionKind;
  percentBasisPoints: number | null;
  amountFils: number | null;
  thresholdFils: number | null;
  minQuantity: number;
  buyQuantity: number | null;
  freeQuantity: number | null;
  productCodes: readonly string[];
  categoryCodes: readonly string[];
  brandCodes: readonly string[];
  priority: number;
  exclusive: boolean;
  description: Localized;
  potentialMessage: Localized | null;
  potentialFromFils: number | null;
}

/** A priced line with the catalogue facts product promotions match on. */
export interface PromotionLine extends PricedLine {
  /** The product's categories and all their ancestors (a variant's come from its base product too). */
  categoryCodes: ReadonlySet<string>;
  /** The product's own code and, for a variant, its base product's code. */
  productCodes: ReadonlySet<string>;
  brandCode: string | null;
}

type Phase = "product" | "order" | "shipping";

export const PHASE_OF: Record<PromotionKind, Phase> = {
  PRODUCT_PERCENT: "product",
  PRODUCT_AMOUNT: "product",
  BUY_X_GET_Y: "product",
  ORDER_PERCENT: "order",
  ORDER_AMOUNT: "order",
  FREE_SHIPPING: "shipping",
};
const PHASES: readonly Phase[] = ["product", "order", "shipping"];

/** Percent of an amount in basis points, rounded half up to the fil. */
const percentOf = (fils: Fils, basisPoints: number): Fils => Math.round((fils * basisPoints) / 10_000);

/** A Localized template in the language (English fallback) with {amount}, {quantity} and {free} filled in. */
export function renderMessage(
  template: Localized,
  language: Language,
  values: { amountFils?: Fils; quantity?: number; free?: number },
): string {
  const text = (language === "ar" ? template.ar : undefined) ?? template.en;
  return text
    .replaceAll("{amount}", values.amountFils === undefined ? "" : formatFils(values.amountFils, language))
    .replaceAll("{quantity}", String(values.quantity ?? ""))
    .replaceAll("{free}", String(values.free ?? ""));
}

/** Whether a product promotion's scope takes in the product (a cart line, or a product on its page). */
export function promotionMatches(
  rule: Pick<PromotionRule, "productCodes" | "categoryCodes" | "brandCodes">,
  line: Pick<PromotionLine, "productCodes" | "categoryCodes" | "brandCode">,
): boolean {
  const everything = rule.productCodes.length + rule.categoryCodes.length + rule.brandCodes.length === 0;
  return (
    everything ||
    rule.productCodes.some((code) => line.productCodes.has(code)) ||
    rule.categoryCodes.some((code) => line.categoryCodes.has(code)) ||
    (line.brandCode !== null && rule.brandCodes.includes(line.brandCode))
  );
}

/** Higher priority first, then code: the evaluation order within a phase. */
export function byPriority(
  a: Pick<PromotionRule, "priority" | "code">,
  b: Pick<PromotionRule, "priority" | "code">,
): number {
  return b.priority - a.priority || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

export function evaluateRules(
  lines: readonly PromotionLine[],
  rules: readonly PromotionRule[],
  language: Language,
  appliedVoucherCodes: readonly string[] = [],
): PromotionOutcome {
  const outcome = {
    entryDiscountsFils: new Map<number, Fils>(),
    orderDiscountFils: 0,
    freeShipping: false,
    appliedProductPromotions: [] as PromotionMessage[],
    appliedOrderPromotions: [] as PromotionMessage[],
    potentialProductPromotions: [] as PromotionMessage[],
    potentialOrderPromotions: [] as PromotionMessage[],
    appliedVoucherCodes: [...appliedVoucherCodes],
  };
  if (lines.length === 0) return outcome;

  const consumed = new Set<number>();
  /** Set by an applied exclusive promotion: later promotions at or below this priority are skipped. */
  let blockedAtOrBelow = Number.NEGATIVE_INFINITY;
  const goodsAfterProductPromotions = () =>
    lines.reduce((sum, line) => sum + line.lineTotalFils - (outcome.entryDiscountsFils.get(line.entryNumber) ?? 0), 0);
  const potential = (rule: PromotionRule, list: PromotionMessage[], values: Parameters<typeof renderMessage>[2]) => {
    if (rule.potentialMessage) {
      list.push({ code: rule.code, description: renderMessage(rule.potentialMessage, language, values) });
    }
  };

  for (const phase of PHASES) {
    const phaseRules = rules.filter((rule) => PHASE_OF[rule.kind] === phase).sort(byPriority);
    for (const rule of phaseRules) {
      if (rule.priority <= blockedAtOrBelow) continue;
      let applied: PromotionMessage | null = null;
      if (phase === "product") {
        const qualifying = lines.filter(
          (line) => !consumed.has(line.entryNumber) && line.unitPriceFils > 0 && promotionMatches(rule, line),
        );
        const result = productDiscount(rule, qualifying);
        if (result.potential) potential(rule, outcome.potentialProductPromotions, result.potential);
        if (result.applied) {
          for (const consumedEntry of result.applied.consumedEntries) consumed.add(consumedEntry.orderEntryNumber);
          for (const line of qualifying) consumed.add(line.entryNumber);
          for (const [entryNumber, off] of result.applied.offByEntry) {
            outcome.entryDiscountsFils.set(entryNumber, (outcome.entryDiscountsFils.get(entryNumber) ?? 0) + off);
          }
          applied = {
            code: rule.code,
            description: renderMessage(rule.description, language, { amountFils: result.applied.totalOffFils }),
            consumedEntries: result.applied.consumedEntries,
          };
          outcome.appliedProductPromotions.push(applied);
        }
      } else {
        const goods = goodsAfterProductPromotions();
        const compared = phase === "order" ? goods : goods - outcome.orderDiscountFils;
        const threshold = rule.thresholdFils ?? 0;
        if (compared < threshold) {
          if (compared >= (rule.potentialFromFils ?? 0)) {
            potential(rule, outcome.potentialOrderPromotions, { amountFils: threshold - compared });
          }
          continue;
        }
        if (phase === "order") {
          const base = goods - outcome.orderDiscountFils;
          const off = Math.min(
            base,
            rule.kind === "ORDER_PERCENT" ? percentOf(base, rule.percentBasisPoints ?? 0) : (rule.amountFils ?? 0),
          );
          if (off <= 0) continue;
          outcome.orderDiscountFils += off;
          applied = { code: rule.code, description: renderMessage(rule.description, language, { amountFils: off }) };
        } else {
          outcome.freeShipping = true;
          applied = { code: rule.code, description: renderMessage(rule.description, language, {}) };
        }
        outcome.appliedOrderPromotions.push(applied);
      }
      if (applied && rule.exclusive) blockedAtOrBelow = rule.priority;
    }
  }
  return outcome;
}

interface ProductResult {
  applied?: {
    offByEntry: Map<number, Fils>;
    totalOffFils: Fils;
    consumedEntries: { orderEntryNumber: number; adjustedUnitPriceFils: Fils; quantity: number }[];
  };
  potential?: { quantity: number; free?: number };
}

function productDiscount(rule: PromotionRule, qualifying: readonly PromotionLine[]): ProductResult {
  const units = qualifying.reduce((sum, line) => sum + line.quantity, 0);
  if (units === 0) return {};
  if (rule.kind === "BUY_X_GET_Y") return buyXGetY(rule, qualifying, units);
  if (units < rule.minQuantity) return { potential: { quantity: rule.minQuantity - units } };
  const offByEntry = new Map<number, Fils>();
  const consumedEntries: NonNullable<ProductResult["applied"]>["consumedEntries"] = [];
  let totalOffFils = 0;
  for (const line of qualifying) {
    const unitOff = Math.min(
      line.unitPriceFils,
      rule.kind === "PRODUCT_PERCENT"
        ? percentOf(line.unitPriceFils, rule.percentBasisPoints ?? 0)
        : Math.max(0, rule.amountFils ?? 0),
    );
    if (unitOff <= 0) continue;
    offByEntry.set(line.entryNumber, unitOff * line.quantity);
    totalOffFils += unitOff * line.quantity;
    consumedEntries.push({
      orderEntryNumber: line.entryNumber,
      adjustedUnitPriceFils: line.unitPriceFils - unitOff,
      quantity: line.quantity,
    });
  }
  return totalOffFils > 0 ? { applied: { offByEntry, totalOffFils, consumedEntries } } : {};
}

/**
 * For every `buy` paid units, `free` more are free: the cheapest qualifying units (ties: lower entry number).
 * The cart is told how many more units bring the next free ones once it holds at least `buy` of a group.
 */
function buyXGetY(rule: PromotionRule, qualifying: readonly PromotionLine[], units: number): ProductResult {
  const buy = rule.buyQuantity ?? 1;
  const free = rule.freeQuantity ?? 1;
  const group = buy + free;
  const remainder = units % group;
  const potential = remainder >= buy ? { quantity: group - remainder, free } : undefined;
  let freeUnits = Math.floor(units / group) * free;
  if (freeUnits === 0) return { potential };
  const cheapestFirst = [...qualifying].sort(
    (a, b) => a.unitPriceFils - b.unitPriceFils || a.entryNumber - b.entryNumber,
  );
  const offByEntry = new Map<number, Fils>();
  const consumedEntries: NonNullable<ProductResult["applied"]>["consumedEntries"] = [];
  let totalOffFils = 0;
  for (const line of cheapestFirst) {
    if (freeUnits === 0) break;
    const freeHere = Math.min(freeUnits, line.quantity);
    freeUnits -= freeHere;
    offByEntry.set(line.entryNumber, freeHere * line.unitPriceFils);
    totalOffFils += freeHere * line.unitPriceFils;
    consumedEntries.push({ orderEntryNumber: line.entryNumber, adjustedUnitPriceFils: 0, quantity: freeHere });
  }
  consumedEntries.sort((a, b) => a.orderEntryNumber - b.orderEntryNumber);
  return { applied: { offByEntry, totalOffFils, consumedEntries }, potential };
}
