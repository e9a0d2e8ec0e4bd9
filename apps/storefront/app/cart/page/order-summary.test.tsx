import type { Cart } from "@dukkan/occ/cart";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../ui/render.test-support";
import { summaryAmounts } from "../summary-amounts";
import { OrderSummary } from "./order-summary";

const price = (value: number) => ({ currencyIso: "AED", value });

/** The walk-through's cart (issue 17 #17): AED 109.00 of goods, AED 21.80 off, AED 20.00 delivery. */
const cart = {
  code: "00001234",
  subTotal: price(87.2),
  totalDiscounts: price(21.8),
  deliveryCost: price(20),
  totalPrice: price(107.2),
  totalPriceWithTax: price(107.2),
  totalTax: price(5.1),
} as Cart;

/** The summary's rows as "label: amount" (amounts are formatted with no-break spaces). */
function rows(html: string): string[] {
  return [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label, amount]) =>
    `${label}: ${amount!.replace(/<[^>]+>/g, "")}`.replace(/\u00a0/g, " "),
  );
}

describe("OrderSummary", () => {
  it("shows lines that add up: subtotal before discounts − discounts + delivery = total", () => {
    const html = renderOnPage(<OrderSummary cart={cart} updating={false} children={null} />);
    expect(rows(html)).toEqual([
      "Subtotal: AED 109.00",
      "Discounts: −AED 21.80",
      "Delivery: AED 20.00",
      "Total: AED 107.20",
      "VAT included (5%): AED 5.10",
    ]);
  });
});

describe("summaryAmounts", () => {
  it("adds the discounts back to the API's subtotal, which has them taken off", () => {
    expect(summaryAmounts({ subTotal: price(87.2), totalDiscounts: price(21.8) })).toMatchObject({
      subtotal: { value: 109 },
      discounts: { value: 21.8 },
    });
    expect(summaryAmounts({ subTotal: price(50), totalDiscounts: price(0) })).toMatchObject({
      subtotal: { value: 50 },
      discounts: undefined,
    });
  });
});
