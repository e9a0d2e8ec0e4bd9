import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "../../security/security-headers";
import { action } from "./validation-route";
import { failureMessages } from "./validation.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the gateway in the page's CSP", () => {
  it("allows the gateway's origin for its script, frames, calls and forms, and nothing else", () => {
    vi.stubEnv("PAYMENT_GATEWAY_URL", "http://127.0.0.1:4300/api/rest");
    const policy = contentSecurityPolicy("n0nce");
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' http://127.0.0.1:4300;");
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:4300;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4300;");
    expect(policy).toContain("form-action 'self' http://127.0.0.1:4300;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("lets the issuers' 3-D Secure pages in only where they are configured, and ignores anything else", () => {
    vi.stubEnv("PAYMENT_GATEWAY_URL", "https://gateway.example");
    vi.stubEnv("PAYMENT_3DS_CSP_SOURCES", "https: 'unsafe-inline' *");
    const policy = contentSecurityPolicy("n0nce");
    expect(policy).toContain("frame-src 'self' https://gateway.example https:;");
    expect(policy).toContain("form-action 'self' https://gateway.example https:;");
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' https://gateway.example;");
    expect(policy).not.toMatch(/(frame-src|form-action|script-src)[^;]*(unsafe-inline| \*)/);
  });

  it("adds nothing when no gateway is configured", () => {
    vi.stubEnv("PAYMENT_GATEWAY_URL", "");
    const policy = contentSecurityPolicy("n0nce");
    expect(policy).toContain("script-src 'self' 'nonce-n0nce';");
    expect(policy).toContain("form-action 'self';");
  });
});

describe("the validation page's answer to the gateway's return", () => {
  const url = "http://shop.test/en/checkout/payment-details/validation?cart=abc-123";
  const args = (request: Request) =>
    ({ request, params: { lang: "en" }, context: {} }) as unknown as Parameters<typeof action>[0];

  it("answers a cross-site POST with a 303 to the GET of the same URL, reading nothing of it", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { Origin: "http://127.0.0.1:4300", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=process&result=SUCCESS",
    });
    const response = (await action(args(request))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/checkout/payment-details/validation?cart=abc-123");
  });

  it("treats a same-origin POST without our intent (a frictionless auto-post) the same way", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { Origin: "http://shop.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: "order.id=abc-123-1&result=SUCCESS",
    });
    const response = (await action(args(request))) as Response;
    expect(response.status).toBe(303);
  });
});

describe("failed payment messages (spec §4.8)", () => {
  it("puts the reason's message before the two failure notes", () => {
    expect(failureMessages("DECLINED").map((message) => message.key)).toEqual([
      "checkoutReview.masterCardError.declined",
      "checkoutReview.payFailed",
      "checkoutValidation.processFailed",
    ]);
  });

  it("shows only the failure notes for a reason the spec does not name", () => {
    expect(failureMessages("SOMETHING").map((message) => message.key)).toEqual([
      "checkoutReview.payFailed",
      "checkoutValidation.processFailed",
    ]);
  });
});
