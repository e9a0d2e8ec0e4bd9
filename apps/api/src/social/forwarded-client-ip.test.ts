/**
 * Per-IP rate limits behind the storefront: the storefront forwards each shopper's address in
 * X-Forwarded-For, and the API believes it only from the proxies in TRUST_PROXY. Shown with the social
 * sign-in limit (SOCIAL_SIGN_IN_PER_IP); every per-IP limit reads the same request.ip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { SOCIAL_SIGN_IN_PER_IP } from "./social-sign-in.js";
import { socialSignIn } from "./social-test-support.js";

const STOREFRONT = "10.20.0.5";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: `${STOREFRONT},127.0.0.1` } });
});
afterAll(async () => {
  await t?.close();
});

/** Uses up a client's allowance; each attempt is refused (bad token) but counted. */
async function exhaust(from: string, forwardedFor?: (attempt: number) => string) {
  for (let attempt = 0; attempt < SOCIAL_SIGN_IN_PER_IP.limit; attempt += 1) {
    const headers = forwardedFor ? { "x-forwarded-for": forwardedFor(attempt) } : undefined;
    const response = await socialSignIn(t, "not.a.token", { ip: from, headers });
    expect(response.statusCode).toBe(400);
  }
}

const attempt = (from: string, forwardedFor?: string) =>
  socialSignIn(t, "not.a.token", { ip: from, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : undefined });

describe("the shopper's address forwarded by the storefront", () => {
  it("limits two shoppers behind the same storefront separately", async () => {
    await exhaust(STOREFRONT, () => "203.0.113.10");
    expect((await attempt(STOREFRONT, "203.0.113.10")).statusCode).toBe(429);
    // Another shopper, same storefront server: still allowed.
    expect((await attempt(STOREFRONT, "198.51.100.20")).statusCode).toBe(400);
    // The storefront's own address was never counted for them.
    expect((await attempt(STOREFRONT)).statusCode).toBe(400);
  });

  it("takes the address the trusted proxy saw, not what the shopper wrote in front of it", async () => {
    await exhaust(STOREFRONT, (n) => `192.0.2.${n + 1}, 203.0.113.30`);
    expect((await attempt(STOREFRONT, "192.0.2.250, 203.0.113.30")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For from a caller that is not a trusted proxy", async () => {
    const untrusted = "172.16.9.9";
    // Each request claims a fresh address; the limit still counts the caller's own.
    await exhaust(untrusted, (n) => `203.0.113.${100 + n}`);
    const response = await attempt(untrusted, "198.51.100.99");
    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].type).toBe("TooManyRequestsError");
  });
});
