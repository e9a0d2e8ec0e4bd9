import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";

describe("social sign-in settings", () => {
  it("outside production: Google, Facebook and Apple at the API's own sandbox issuers; the microblog one off", () => {
    const config = loadConfig({ API_PORT: "4100" });
    expect(config.social.sandbox).toEqual({ enabled: true, publicUrl: "http://127.0.0.1:4100" });
    expect(config.social.providers).toEqual(
      ["google", "facebook", "apple"].map((id) => ({
        id,
        issuer: `http://127.0.0.1:4100/dev/oidc/${id}`,
        clientIds: ["dukkan-storefront"],
      })),
    );
  });

  it("accepts several client ids (web and app) as audiences, and turns the microblog provider on when asked", () => {
    const config = loadConfig({
      SOCIAL_PROVIDERS: "apple,twitter",
      SOCIAL_APPLE_CLIENT_ID: "ae.dukkan.web, ae.dukkan.app",
      SOCIAL_TWITTER_ISSUER: "https://id.example/",
    });
    expect(config.social.providers).toEqual([
      { id: "apple", issuer: "http://127.0.0.1:4000/dev/oidc/apple", clientIds: ["ae.dukkan.web", "ae.dukkan.app"] },
      { id: "twitter", issuer: "https://id.example", clientIds: ["dukkan-storefront"] },
    ]);
  });

  it("refuses an unknown provider or an issuer that is not a URL", () => {
    let error: unknown;
    try {
      loadConfig({ SOCIAL_PROVIDERS: "google,myspace", SOCIAL_GOOGLE_ISSUER: "accounts.google.com" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "SOCIAL_GOOGLE_ISSUER must be an http(s) URL",
      'SOCIAL_PROVIDERS has an unknown provider "myspace" (known: google, facebook, apple, twitter)',
    ]);
  });
});
