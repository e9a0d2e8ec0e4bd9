import type { Cart } from "@dukkan/occ/cart";
import { describe, expect, it } from "vitest";
import {
  furthestReachableStep,
  nextStep,
  previousStep,
  reviewRedirect,
  stepPath,
  stepRedirect,
  stepStates,
} from "./checkout-steps";

type StepCart = Pick<
  Cart,
  "deliveryMode" | "deliveryAddress" | "deliveryPointOfService" | "paymentMode" | "paymentInfo"
>;

const home = { code: "home-delivery" };
const pickUp = { code: "pick-up" };
const address = { id: "8796093087767", line1: "Marina Walk 1", town: "Dubai" };
const store = { name: "dubai-marina", displayName: "Dubai Marina" };

describe("reading B steps (checkout spec §2.1)", () => {
  it("runs delivery mode → delivery address → payment details under the language", () => {
    expect(stepPath("ar", "deliveryMode")).toBe("/ar/checkout/delivery-mode");
    expect(nextStep("deliveryMode")).toBe("deliveryAddress");
    expect(nextStep("deliveryAddress")).toBe("paymentDetails");
    expect(nextStep("paymentDetails")).toBeUndefined();
    expect(previousStep("deliveryMode")).toBeUndefined();
    expect(previousStep("paymentDetails")).toBe("deliveryAddress");
  });
});

describe("progress states (checkout spec §2.4)", () => {
  it("marks earlier steps completed, the active one selected and later ones disabled", () => {
    const states = (active: Parameters<typeof stepStates>[0]) => stepStates(active).map(({ state }) => state);
    expect(states("deliveryMode")).toEqual(["selected", "disabled", "disabled"]);
    expect(states("deliveryAddress")).toEqual(["completed", "selected", "disabled"]);
    expect(states("paymentDetails")).toEqual(["completed", "completed", "selected"]);
  });
});

describe("step guard (checkout spec §4.9, reading B)", () => {
  const cart = (fields: StepCart): StepCart => fields;

  it("sends a cart without a mode back to the mode step from the later steps", () => {
    expect(stepRedirect("deliveryMode", cart({}))).toBeUndefined();
    expect(stepRedirect("deliveryAddress", cart({}))).toBe("deliveryMode");
    expect(stepRedirect("paymentDetails", cart({ deliveryAddress: address }))).toBe("deliveryMode");
  });

  it("needs the address (home delivery) or the store (pick-up) before payment", () => {
    expect(stepRedirect("deliveryAddress", cart({ deliveryMode: home }))).toBeUndefined();
    expect(stepRedirect("paymentDetails", cart({ deliveryMode: home }))).toBe("deliveryAddress");
    expect(stepRedirect("paymentDetails", cart({ deliveryMode: home, deliveryAddress: address }))).toBeUndefined();
    // A pick-up contact without a store is not enough.
    expect(stepRedirect("paymentDetails", cart({ deliveryMode: pickUp, deliveryAddress: address }))).toBe(
      "deliveryAddress",
    );
    expect(
      stepRedirect("paymentDetails", cart({ deliveryMode: pickUp, deliveryPointOfService: store })),
    ).toBeUndefined();
  });

  it("lets every earlier step open once later ones are set", () => {
    const done = cart({ deliveryMode: home, deliveryAddress: address });
    expect(furthestReachableStep(done)).toBe("paymentDetails");
    expect(stepRedirect("deliveryMode", done)).toBeUndefined();
    expect(stepRedirect("deliveryAddress", done)).toBeUndefined();
  });

  it("opens the review screen only with a payment: cash, or card details", () => {
    const delivered = { deliveryMode: home, deliveryAddress: address };
    expect(reviewRedirect(cart({ deliveryMode: home }))).toBe("deliveryAddress");
    expect(reviewRedirect(cart(delivered))).toBe("paymentDetails");
    expect(reviewRedirect(cart({ ...delivered, paymentMode: { code: "card" } }))).toBe("paymentDetails");
    expect(
      reviewRedirect(cart({ ...delivered, paymentMode: { code: "card" }, paymentInfo: { id: "7" } })),
    ).toBeUndefined();
    expect(reviewRedirect(cart({ ...delivered, paymentMode: { code: "pay-on-delivery" } }))).toBeUndefined();
  });
});
