/** Card payment settings (payment-config.ts): the local sandbox by default, never silently in production. */
import { describe, expect, it } from "vitest";
import { loadPaymentConfig } from "./payment-config.js";

const SHOP = {
  production: false,
  storefrontUrl: "https://shop.example.ae",
  corsOrigins: ["https://www.shop.example.ae/"],
};

describe("loadPaymentConfig", () => {
  it("defaults to the local payment sandbox and the storefront origins", () => {
    const { config, problems } = loadPaymentConfig({}, SHOP);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      gatewayUrl: "http://127.0.0.1:4300",
      merchantId: "TESTDUKKAN",
      apiPassword: "sandbox-api-password",
      apiVersion: 100,
      timeoutMs: 30_000,
      returnOrigins: ["https://shop.example.ae", "https://www.shop.example.ae"],
      allowLoopbackReturn: true,
      reconcileAfterMs: 900_000,
    });
  });

  it("reads every variable", () => {
    const { config } = loadPaymentConfig(
      {
        PAYMENT_GATEWAY_URL: "https://ap-gateway.mastercard.com",
        PAYMENT_MERCHANT_ID: "SHOP01",
        PAYMENT_API_PASSWORD: "secret",
        PAYMENT_API_VERSION: "73",
        PAYMENT_TIMEOUT_MS: "5000",
        PAYMENT_RETURN_ORIGINS: "https://a.example.ae, https://b.example.ae/",
        PAYMENT_RECONCILE_AFTER_SECONDS: "120",
      },
      { ...SHOP, production: true },
    );
    expect(config).toEqual({
      gatewayUrl: "https://ap-gateway.mastercard.com",
      merchantId: "SHOP01",
      apiPassword: "secret",
      apiVersion: 73,
      timeoutMs: 5000,
      returnOrigins: ["https://a.example.ae", "https://b.example.ae"],
      allowLoopbackReturn: false,
      reconcileAfterMs: 120_000,
    });
  });

  it("refuses the sandbox's password in production unless ALLOW_SANDBOX=1, and bad values", () => {
    expect(loadPaymentConfig({}, { ...SHOP, production: true }).problems.join(" ")).toContain("PAYMENT_API_PASSWORD");
    expect(loadPaymentConfig({ ALLOW_SANDBOX: "1" }, { ...SHOP, production: true }).problems).toEqual([]);
    const problems = loadPaymentConfig({ PAYMENT_GATEWAY_URL: "ftp://x/", PAYMENT_API_VERSION: "abc" }, SHOP).problems;
    expect(problems).toHaveLength(2);
    expect(problems.join(" ")).not.toContain("password");
  });
});
