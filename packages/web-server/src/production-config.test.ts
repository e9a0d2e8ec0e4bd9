import { describe, expect, it } from "vitest";
import { backofficeProblems, productionCheck, storefrontProblems } from "./production-config.mjs";

/** What a real shop's storefront is started with: nothing refused. */
const SAFE_STOREFRONT = {
  NODE_ENV: "production",
  SESSION_SECRET: "k3v9Qx2Lr8Tz5Wm1Hy7Nb4Cd6Fg0Jp2Ss",
  API_URL: "http://10.0.0.5:4000",
  PUBLIC_ORIGIN: "https://shop.example.ae",
  OAUTH_CLIENT_SECRET: "a-client-secret-of-the-shop",
};

describe("the web apps' production checks", () => {
  it("let a correctly configured storefront start", () => {
    expect(productionCheck(SAFE_STOREFRONT, storefrontProblems)).toEqual({ refusals: [], warnings: [] });
  });

  it("refuse a storefront on defaults with one line per variable to set", () => {
    const { refusals } = productionCheck({ NODE_ENV: "production" }, storefrontProblems);
    expect(refusals.map((line) => line.split(" ")[0])).toEqual([
      "SESSION_SECRET",
      "API_URL",
      "PUBLIC_ORIGIN",
      "OAUTH_CLIENT_SECRET",
    ]);
  });

  it("refuse an http public origin, the development secrets, the sign-in sandbox and the payment sandbox", () => {
    const { refusals } = productionCheck(
      {
        ...SAFE_STOREFRONT,
        PUBLIC_ORIGIN: "http://shop.example.ae",
        SESSION_SECRET: "dukkan-development-session-secret-change-me",
        OAUTH_CLIENT_SECRET: "secret",
        SOCIAL_GOOGLE_ISSUER: "http://127.0.0.1:4000/dev/oidc/google",
        PAYMENT_GATEWAY_URL: "http://127.0.0.1:4300",
      },
      storefrontProblems,
    );
    expect(refusals).toEqual([
      "SESSION_SECRET must be set to at least 32 random characters of your own",
      "PUBLIC_ORIGIN must be the shop's public https:// address (e.g. https://shop.example.ae)",
      "OAUTH_CLIENT_SECRET must be set to the API's client secret (not the development default 'secret')",
      "SOCIAL_GOOGLE_ISSUER points at the sign-in sandbox: set the provider's real issuer, or remove it",
      "PAYMENT_GATEWAY_URL must be the card gateway's https:// address, not the payment sandbox",
    ]);
  });

  it("ask the back office for its session secret and the API's address only", () => {
    expect(productionCheck({ NODE_ENV: "production" }, backofficeProblems).refusals).toHaveLength(2);
    expect(
      productionCheck({ NODE_ENV: "production", SESSION_SECRET: SAFE_STOREFRONT.SESSION_SECRET, API_URL: "x" })
        .refusals,
    ).toEqual([]);
  });

  it("turn the refusals into warnings on a local or staging shop (ALLOW_SANDBOX=1), and check nothing in development", () => {
    const staging = productionCheck({ NODE_ENV: "production", ALLOW_SANDBOX: "1" }, storefrontProblems);
    expect(staging.refusals).toEqual([]);
    expect(staging.warnings).toHaveLength(4);
    expect(productionCheck({}, storefrontProblems)).toEqual({ refusals: [], warnings: [] });
  });

  it("refuse a WEB_CONCURRENCY that is not a number of processes, in every mode", () => {
    expect(productionCheck({ WEB_CONCURRENCY: "two" }).refusals).toEqual([
      'WEB_CONCURRENCY must be a whole number of processes from 1 to 64 (got "two")',
    ]);
    expect(productionCheck({ WEB_CONCURRENCY: "0" }).refusals).toHaveLength(1);
    expect(productionCheck({ WEB_CONCURRENCY: "2" }).refusals).toEqual([]);
  });
});
