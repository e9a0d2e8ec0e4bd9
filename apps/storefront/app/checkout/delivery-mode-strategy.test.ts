import type { DeliveryMode } from "@dukkan/occ/checkout";
import { describe, expect, it } from "vitest";
import { preferredDeliveryMode } from "./delivery-mode-strategy";

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
