/** Where 3-D Secure may send shoppers back to: the storefront's validation page only (no open redirect). */
import { describe, expect, it } from "vitest";
import { filsOf, gatewayAmount } from "./payment-gateway.js";
import { paymentReturnUrl } from "./return-url.js";

const PRODUCTION = { returnOrigins: ["https://shop.example.ae"], allowLoopbackReturn: false };
const DEVELOPMENT = { ...PRODUCTION, allowLoopbackReturn: true };

describe("paymentReturnUrl", () => {
  it("accepts the validation page on a storefront origin, in either language, keeping its query", () => {
    for (const url of [
      "https://shop.example.ae/en/checkout/payment-details/validation?cart=00000042",
      "https://shop.example.ae/ar/checkout/payment-details/validation",
    ]) {
      expect(paymentReturnUrl(url, "00000042", PRODUCTION)).toBe(url);
    }
  });

  it("drops a fragment", () => {
    expect(paymentReturnUrl("https://shop.example.ae/en/checkout/payment-details/validation#x", "1", PRODUCTION)).toBe(
      "https://shop.example.ae/en/checkout/payment-details/validation",
    );
  });

  it("refuses other origins, other pages, credentials and other schemes", () => {
    for (const url of [
      "https://evil.example/en/checkout/payment-details/validation",
      "https://shop.example.ae.evil.example/en/checkout/payment-details/validation",
      "https://shop.example.ae@evil.example/en/checkout/payment-details/validation",
      "https://user:pw@shop.example.ae/en/checkout/payment-details/validation",
      "https://shop.example.ae/en/login",
      "https://shop.example.ae/en/checkout/payment-details/validation/../../../login",
      "//evil.example/en/checkout/payment-details/validation",
      "javascript:alert(1)//shop.example.ae/checkout/payment-details/validation",
      "http://127.0.0.1:3000/en/checkout/payment-details/validation",
    ]) {
      expect(() => paymentReturnUrl(url, "1", PRODUCTION), url).toThrow(/returnUrl/);
    }
  });

  it("accepts loopback storefronts outside production only", () => {
    const local = "http://127.0.0.1:3000/en/checkout/payment-details/validation?cart=1";
    expect(paymentReturnUrl(local, "1", DEVELOPMENT)).toBe(local);
    expect(() => paymentReturnUrl(local, "1", PRODUCTION)).toThrow(/returnUrl/);
  });

  it("defaults to the first storefront origin's validation page for the cart", () => {
    expect(paymentReturnUrl(undefined, "a-guid", PRODUCTION)).toBe(
      "https://shop.example.ae/en/checkout/payment-details/validation?cart=a-guid",
    );
  });
});

describe("gateway amounts", () => {
  it("formats fils as the gateway's decimal amount and reads it back", () => {
    expect(gatewayAmount(12345)).toBe("123.45");
    expect(gatewayAmount(5)).toBe("0.05");
    expect(gatewayAmount(100)).toBe("1.00");
    expect(filsOf("123.45")).toBe(12345);
    expect(filsOf(123.4)).toBe(12340);
    expect(filsOf("1")).toBe(100);
    expect(filsOf("-1")).toBeUndefined();
    expect(() => gatewayAmount(1.5)).toThrow(RangeError);
  });
});
