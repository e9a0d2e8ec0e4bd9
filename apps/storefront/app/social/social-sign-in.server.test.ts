/**
 * The storefront's half of social sign-in against a provider's discovery document served locally: the
 * authorization request (PKCE S256, state, nonce, our callback), the sealed flow cookie, and the callback's
 * refusals. The whole flow with the real sandbox IdP and the API runs in e2e/social-sign-in.e2e.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  finishSocialSignIn,
  SOCIAL_SIGN_IN_COOKIE,
  socialSignInOptions,
  startSocialSignIn,
} from "./social-sign-in.server";
import type { SocialProviderSettings } from "./social-providers.server";

let server: Server;
let settings: SocialProviderSettings;

beforeAll(async () => {
  server = createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === "/.well-known/openid-configuration") {
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          code_challenge_methods_supported: ["S256"],
        }),
      );
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  settings = {
    id: "google",
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId: "shop-client",
    clientSecret: "shop-secret",
    scope: "openid email profile",
  };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("starting a social sign-in", () => {
  it("sends the shopper to the provider with PKCE, state and nonce, remembering them in a sealed cookie", async () => {
    const response = await startSocialSignIn(new Request("http://shop.test/ar/login/google"), "ar", settings);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${settings.issuer}/auth`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      client_id: "shop-client",
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: "http://shop.test/ar/login/google/auth/redirection",
      code_challenge_method: "S256",
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state!.length).toBeGreaterThanOrEqual(32);
    expect(query.nonce!.length).toBeGreaterThanOrEqual(32);

    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(new RegExp(`^${SOCIAL_SIGN_IN_COOKIE}=`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    // Sealed: neither the state, the nonce nor the PKCE verifier can be read from it.
    expect(cookie).not.toContain(query.state);
    expect(cookie).not.toContain(query.nonce);
  });
});

describe("the provider's redirect back", () => {
  async function pendingCookie(): Promise<{ cookie: string; state: string }> {
    const started = await startSocialSignIn(new Request("http://shop.test/en/login/google"), "en", settings);
    const state = new URL(started.headers.get("Location")!).searchParams.get("state")!;
    return { cookie: cookiePair(started.headers.get("Set-Cookie")!), state };
  }
  const callback = (query: string, cookie?: string) =>
    new Request(`http://shop.test/en/login/google/auth/redirection?${query}`, {
      headers: cookie ? { Cookie: cookie } : {},
    });

  it("reports a cancelled sign-in", async () => {
    const { cookie, state } = await pendingCookie();
    const result = await finishSocialSignIn(callback(`error=access_denied&state=${state}`, cookie), "en", settings);
    expect(result).toMatchObject({ failure: "cancelled" });
  });

  it("refuses a redirect without the flow that started it (another browser, a replayed link)", async () => {
    const result = await finishSocialSignIn(callback("code=abc&state=whatever"), "en", settings);
    expect(result).toMatchObject({ failure: "expired" });
  });

  it("refuses a redirect whose state is not this flow's, and forgets the flow", async () => {
    const { cookie } = await pendingCookie();
    const result = await finishSocialSignIn(callback("code=abc&state=forged-state", cookie), "en", settings);
    expect(result).toMatchObject({ failure: "refused" });
    if (result instanceof Response) throw new Error("expected a failure");
    expect(result.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SOCIAL_SIGN_IN_COOKIE}=;.*Max-Age=0`));
  });
});

describe("the buttons offered", () => {
  const withAgent = (agent: string) => new Request("http://shop.test/en/login", { headers: { "User-Agent": agent } });

  it("hides the phone-maker button on Android only (spec §2.2)", () => {
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    expect(socialSignInOptions(withAgent(android)).providers).toEqual(["facebook", "google"]);
    expect(socialSignInOptions(withAgent(iphone)).providers).toEqual(["facebook", "google", "apple"]);
  });
});
