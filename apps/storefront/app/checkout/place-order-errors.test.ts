import { describe, expect, it } from "vitest";
import { placeOrderRefusal } from "./place-order-errors";

describe("place-order refusals (checkout spec §8)", () => {
  it("maps the API's reasons to the spec's keys, with this feature's words as fallback", () => {
    expect(
      placeOrderRefusal([{ type: "ValidationError", reason: "checkoutReview.checkOutHasMissing", message: "" }]),
    ).toEqual({
      tone: "error",
      key: "checkoutReview.checkOutHasMissing",
      fallbackKey: "checkout.review.missing",
    });
    expect(
      placeOrderRefusal([{ type: "ValidationError", reason: "checkoutReview.choosePayment", message: "" }]).key,
    ).toBe("checkoutReview.choosePayment");
  });

  it("a stock refusal is the cannotProceedCheckout warning", () => {
    expect(
      placeOrderRefusal([{ type: "InsufficientStockError", reason: "validation.cannotProceedCheckout", message: "" }]),
    ).toEqual({
      tone: "warning",
      key: "validation.cannotProceedCheckout",
    });
    expect(placeOrderRefusal([{ type: "InsufficientStockError", message: "" }]).key).toBe(
      "validation.cannotProceedCheckout",
    );
  });

  it("unticked terms point at the terms box", () => {
    expect(placeOrderRefusal([{ type: "ValidationError", subject: "termsChecked", message: "" }]).key).toBe(
      "checkout.review.termsRequired",
    );
  });

  it("anything else shows the first error's message, or its type", () => {
    expect(placeOrderRefusal([{ type: "PaymentError", message: "Payment mode is not allowed" }]).text).toBe(
      "Payment mode is not allowed",
    );
    expect(placeOrderRefusal([{ type: "PaymentError", message: "" }]).text).toBe("PaymentError");
    expect(placeOrderRefusal([])).toEqual({ tone: "error", key: "checkout.review.failed" });
  });
});
