import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { localBackofficeEnv, localBackofficeUrl, localStorefrontEnv, localStorefrontUrl, root } from "./processes.mjs";

describe("npm start's local shop", () => {
  it("links the API's e-mails to the storefront it runs, unless STOREFRONT_URL is given", () => {
    expect(localStorefrontUrl("3000")).toBe("http://localhost:3000");
    expect(localStorefrontUrl("3100", {})).toBe("http://localhost:3100");
    expect(localStorefrontUrl("3000", { STOREFRONT_URL: "https://shop.example.ae" })).toBe("https://shop.example.ae");
  });

  it("passes the storefront's origin to the API", () => {
    const start = readFileSync(resolve(root, "scripts/start.mjs"), "utf8");
    expect(start).toContain("STOREFRONT_URL: localStorefrontUrl(storefrontPort, process.env)");
  });
});

describe("npm start's storefront", () => {
  const api = "http://127.0.0.1:4000";

  it("shows the local shop's outbox and signs in through the sandbox provider", () => {
    const env = localStorefrontEnv("3000", api, {});
    expect(env).toMatchObject({ PORT: "3000", NODE_ENV: "production", DEV_OUTBOX: "1", ALLOW_SANDBOX: "1" });
    expect(env.SOCIAL_GOOGLE_ISSUER).toBe("http://127.0.0.1:4000/dev/oidc/google");
  });

  it("hides the outbox when the shell runs the shop as production", () => {
    const env = localStorefrontEnv("3000", api, { NODE_ENV: "production" });
    expect(env).toEqual({ PORT: "3000", NODE_ENV: "production" });
  });
});

describe("npm start's back office", () => {
  it("links staff invitations to the back office it runs, unless BACKOFFICE_URL is given", () => {
    expect(localBackofficeUrl(3001, {})).toBe("http://localhost:3001");
    expect(localBackofficeUrl(3001, { BACKOFFICE_URL: "https://staff.example.ae" })).toBe("https://staff.example.ae");
  });

  it("runs the built back office on its own port as production unless told otherwise", () => {
    expect(localBackofficeEnv("3101", {})).toEqual({
      BACKOFFICE_PORT: "3101",
      NODE_ENV: "production",
      ALLOW_SANDBOX: "1",
    });
    expect(localBackofficeEnv("3101", { NODE_ENV: "production" })).toEqual({
      BACKOFFICE_PORT: "3101",
      NODE_ENV: "production",
    });
    expect(localBackofficeEnv("3101", { NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });
});
