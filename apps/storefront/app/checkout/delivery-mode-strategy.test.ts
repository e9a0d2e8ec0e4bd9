import type { DeliveryMode } from "@dukkan/occ/checkout";
import { describe, expect, it } from "vitest";
import { cartWithDeliveryMode, preferredDeliveryMode } from "./delivery-mode-strategy";

const price = (value: number) => ({ value, currencyIso: "AED", formattedValue: `AED ${value.toFixed(2)}` });
const express: DeliveryMode = { code: "express", deliveryCost: price(30) };
const home: DeliveryMode = { code: "home-delivery", deliveryCost: price(15) };
const pickUp: DeliveryMode = { code: "pick-up", deliveryCost: price(0) };
const noCost: DeliveryMode = { code: "collect" };

const codeOf = (modes: DeliveryMode[], strategies?: string[]) => preferredDeliveryMode(modes, strategies)?.code;

describe("preferredDeliveryMode (checkout spec §4.11)", () => {
  it("FREE takes the cheapest mode when it costs nothing, wherever the API listed it", () => {
    expect(codeOf([express, home, pickUp], ["FREE"])).toBe("pick-up");
    expect(codeOf([home, noCost], ["FREE"])).toBe("collect");
  });

  it("FREE without a free mode falls through to the next strategy, and at the end to the cheapest mode", () => {
    expect(codeOf([express, home], ["FREE", "MOST_EXPENSIVE"])).toBe("express");
    expect(codeOf([express, home], ["FREE"])).toBe("home-delivery");
  });

  it("LEAST_EXPENSIVE takes the cheapest mode that costs something", () => {
    expect(codeOf([express, pickUp, home], ["LEAST_EXPENSIVE"])).toBe("home-delivery");
  });

  it("MOST_EXPENSIVE takes the dearest mode", () => {
    expect(codeOf([home, express, pickUp], ["MOST_EXPENSIVE"])).toBe("express");
  });

  it("any other value is a mode code; an unknown code falls through", () => {
    expect(codeOf([pickUp, home, express], ["home-delivery"])).toBe("home-delivery");
    expect(codeOf([express, home], ["nowhere", "LEAST_EXPENSIVE"])).toBe("home-delivery");
  });

  it("defaults to FREE and answers nothing for no modes", () => {
    expect(codeOf([home, pickUp])).toBe("pick-up");
    expect(codeOf([], ["FREE"])).toBeUndefined();
  });

  it("keeps the API's order between modes of the same cost", () => {
    const other: DeliveryMode = { code: "other-free", deliveryCost: price(0) };
    expect(codeOf([other, pickUp], ["FREE"])).toBe("other-free");
  });
});

describe("cartWithDeliveryMode: the summary beside the delivery-mode step follows the checked mode", () => {
  // The walk-through's cart: AED 87.20 of goods, priced with home delivery (AED 20.00) before a mode is saved.
  const cart = {
    deliveryCost: price(20),
    totalPrice: price(107.2),
    totalPriceWithTax: price(107.2),
    totalTax: price(5.1),
  };

  it("charges nothing for pick-up", () => {
    expect(cartWithDeliveryMode(cart, pickUp)).toMatchObject({
      deliveryCost: { value: 0 },
      totalPrice: { value: 87.2 },
      totalPriceWithTax: { value: 87.2 },
      totalTax: { value: 4.15 },
    });
    expect(cartWithDeliveryMode(cart, noCost)).toMatchObject({
      deliveryCost: { value: 0 },
      totalPrice: { value: 87.2 },
    });
  });

  it("charges the mode's price for this cart", () => {
    expect(cartWithDeliveryMode(cart, express)).toMatchObject({
      deliveryCost: { value: 30 },
      totalPrice: { value: 117.2 },
      totalTax: { value: 5.58 },
    });
  });

  it("prices a cart without an area yet (no delivery cost) from its goods", () => {
    expect(cartWithDeliveryMode({ totalPrice: price(87.2) }, home)).toMatchObject({
      deliveryCost: { value: 15 },
      totalPrice: { value: 102.2 },
    });
  });
});
