import { describe, expect, it } from "vitest";
import { checkoutConfig } from "./checkout-config.server";
import { safeReturnPath } from "./checkout-return.server";

describe("checkout settings (checkout spec §9)", () => {
  it("has express checkout on and the FREE strategy by default", () => {
    expect(checkoutConfig({})).toEqual({ express: true, deliveryModeStrategies: ["FREE"] });
  });

  it("reads the express switch and the strategy list from the environment", () => {
    expect(
      checkoutConfig({ CHECKOUT_EXPRESS: "false", CHECKOUT_DELIVERY_MODE_STRATEGIES: " LEAST_EXPENSIVE, pick-up ," }),
    ).toEqual({ express: false, deliveryModeStrategies: ["LEAST_EXPENSIVE", "pick-up"] });
    expect(checkoutConfig({ CHECKOUT_EXPRESS: "off" }).express).toBe(false);
    expect(checkoutConfig({ CHECKOUT_EXPRESS: "true" }).express).toBe(true);
  });
});

describe("the saved checkout page", () => {
  it("only goes back to a page of this shop in the same language", () => {
    expect(safeReturnPath("/en/checkout/delivery-mode", "en")).toBe("/en/checkout/delivery-mode");
    expect(safeReturnPath("/ar/checkout", "en")).toBeUndefined();
    expect(safeReturnPath("https://evil.example/en/", "en")).toBeUndefined();
    expect(safeReturnPath("//evil.example/en/", "en")).toBeUndefined();
    expect(safeReturnPath(undefined, "en")).toBeUndefined();
  });
});
