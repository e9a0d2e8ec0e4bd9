import { describe, expect, it } from "vitest";
import { socialProviderSettings } from "./social-providers.server";

describe("the social providers offered", () => {
  it("outside production: Facebook, Google and Apple at the API's sandbox IdP, the microblog one off", () => {
    const settings = socialProviderSettings({ NODE_ENV: "development", API_URL: "http://127.0.0.1:4000/" });
    expect(settings.map(({ id, issuer, clientId }) => [id, issuer, clientId])).toEqual([
      ["facebook", "http://127.0.0.1:4000/dev/oidc/facebook", "dukkan-storefront"],
      ["google", "http://127.0.0.1:4000/dev/oidc/google", "dukkan-storefront"],
      ["apple", "http://127.0.0.1:4000/dev/oidc/apple", "dukkan-storefront"],
    ]);
    expect(settings.find((provider) => provider.id === "facebook")!.scope).toBe("openid email public_profile");
    expect(settings.find((provider) => provider.id === "apple")!.scope).toBe("openid name email");
  });

  it("in production: only providers with our client credentials, at their real issuers", () => {
    const settings = socialProviderSettings({
      NODE_ENV: "production",
      SOCIAL_GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
      SOCIAL_GOOGLE_CLIENT_SECRET: "google-secret",
      SOCIAL_APPLE_CLIENT_ID: "ae.dukkan.web",
    });
    expect(settings).toEqual([
      {
        id: "google",
        issuer: "https://accounts.google.com",
        clientId: "123.apps.googleusercontent.com",
        clientSecret: "google-secret",
        scope: "openid email profile",
      },
    ]);
  });

  it("turns the microblog provider on only when enabled and given an issuer", () => {
    const base = {
      NODE_ENV: "production",
      SOCIAL_PROVIDERS: "twitter",
      SOCIAL_TWITTER_CLIENT_ID: "x",
      SOCIAL_TWITTER_CLIENT_SECRET: "y",
    };
    expect(socialProviderSettings(base)).toEqual([]);
    expect(socialProviderSettings({ ...base, SOCIAL_TWITTER_ISSUER: "https://id.example/" })).toMatchObject([
      { id: "twitter", issuer: "https://id.example" },
    ]);
  });
});
