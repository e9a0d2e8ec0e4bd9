import { describe, expect, it } from "vitest";
import { runCheckoutChecks, type CheckoutCheckInputs } from "./checkout-checks";

type Call = "phone" | "validate" | "stockCheck";

const info = (status: "SUCCESS" | "ERROR") => ({
  configurationLabel: "Printed name",
  configurationValue: status === "ERROR" ? "" : "Dukkan",
  configuratorType: "TEXTFIELD" as const,
  status,
});

/** A cart that passes every check; each test breaks one thing and records which calls were made. */
function inputs(overrides: Partial<CheckoutCheckInputs> = {}, calls: Call[] = []): CheckoutCheckInputs {
  return {
    hasArea: true,
    signedIn: true,
    async hasPhoneNumber() {
      calls.push("phone");
      return true;
    },
    cart: {
      entries: [{ entryNumber: 0, quantity: 1, product: { code: "1-1" } }],
      entryGroups: [{ entryGroupNumber: 1, type: "STANDALONE", entries: [{ entryNumber: 0, quantity: 1 }] }],
    },
    async validate() {
      calls.push("validate");
      return { cartModifications: [] };
    },
    async stockCheck() {
      calls.push("stockCheck");
      return { message: "SUCCESS" };
    },
    ...overrides,
  };
}

describe("Proceed to checkout: the five checks of spec §4, in order", () => {
  it("passes a cart with an area, a phone number, no configuration errors, no modifications and stock", async () => {
    const calls: Call[] = [];
    expect(await runCheckoutChecks(inputs({}, calls))).toEqual({ check: "passed" });
    expect(calls).toEqual(["phone", "validate", "stockCheck"]);
  });

  it("stops at a missing area with validation.missingRegion before asking anything", async () => {
    const calls: Call[] = [];
    const outcome = await runCheckoutChecks(
      inputs({ hasArea: false, hasPhoneNumber: async () => false, cart: { entries: [] } }, calls),
    );
    expect(outcome).toEqual({ check: "missingRegion", tone: "error", key: "validation.missingRegion" });
    expect(calls).toEqual([]);
  });

  it("sends a signed-in customer without a phone to personalDetails after 2 s", async () => {
    const calls: Call[] = [];
    const outcome = await runCheckoutChecks(inputs({ hasPhoneNumber: async () => false }, calls));
    expect(outcome).toEqual({
      check: "missingPhoneNumber",
      tone: "error",
      key: "validation.missingPhoneNumber",
      then: { go: "personalDetails", afterMs: 2000 },
    });
    expect(calls).toEqual([]);
  });

  it("does not ask a guest for a phone number", async () => {
    const calls: Call[] = [];
    const outcome = await runCheckoutChecks(
      inputs({ signedIn: false, hasPhoneNumber: () => Promise.reject(new Error("asked")) }, calls),
    );
    expect(outcome).toEqual({ check: "passed" });
  });

  it("stops at a STANDALONE group holding a configuration in ERROR, before validating", async () => {
    const calls: Call[] = [];
    const configured = {
      entryNumber: 0,
      quantity: 1,
      configurationInfos: [info("SUCCESS"), info("ERROR")],
    };
    const outcome = await runCheckoutChecks(
      inputs({ cart: { entryGroups: [{ entryGroupNumber: 1, type: "STANDALONE", entries: [configured] }] } }, calls),
    );
    expect(outcome).toEqual({
      check: "configurationErrors",
      tone: "error",
      key: "validation.cartHasEmptyConfigurationInfos",
    });
    expect(calls).toEqual(["phone"]);
  });

  it("lets a configuration error inside a kit bundle through (only STANDALONE groups count)", async () => {
    const configured = { entryNumber: 0, quantity: 1, configurationInfos: [info("ERROR")] };
    const cart = {
      entryGroups: [{ entryGroupNumber: 1, type: "CONFIGURABLE_BUNDLE" as const, entries: [configured] }],
    };
    expect(await runCheckoutChecks(inputs({ cart }))).toEqual({ check: "passed" });
  });

  it("warns validation.hasDisabledItem when validation changed the cart, and skips the stock check", async () => {
    const calls: Call[] = [];
    const outcome = await runCheckoutChecks(
      inputs(
        {
          async validate() {
            calls.push("validate");
            return { cartModifications: [{ statusCode: "noStock", quantity: 0 }] };
          },
        },
        calls,
      ),
    );
    expect(outcome).toEqual({ check: "hasDisabledItem", tone: "warning", key: "validation.hasDisabledItem" });
    expect(calls).toEqual(["phone", "validate"]);
  });

  it("warns validation.hasDisabledItem for a disabled product even without modifications", async () => {
    const cart = { entries: [{ entryNumber: 0, quantity: 1, product: { code: "1-1", disabled: true } }] };
    expect(await runCheckoutChecks(inputs({ cart }))).toMatchObject({ check: "hasDisabledItem" });
  });

  it("warns validation.cannotProceedCheckout and reloads after 2 s when the stock check fails", async () => {
    const outcome = await runCheckoutChecks(inputs({ stockCheck: async () => ({ message: "FAILED" }) }));
    expect(outcome).toEqual({
      check: "cannotProceedCheckout",
      tone: "warning",
      key: "validation.cannotProceedCheckout",
      then: { go: "reload", afterMs: 2000 },
    });
  });

  it("reads the stock check's body.message too", async () => {
    const outcome = await runCheckoutChecks(inputs({ stockCheck: async () => ({ body: { message: "SUCCESS" } }) }));
    expect(outcome).toEqual({ check: "passed" });
  });
});
