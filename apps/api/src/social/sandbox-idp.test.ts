/**
 * The local OIDC test provider mounted on the API (outside production): a shopper's whole sign-in through
 * it — authorization request with PKCE and nonce, the provider's login page, the code exchange — yields an
 * ID token the API accepts, and production never serves it.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { OCC } from "../account/account-test-support.js";
import { testConfig } from "../../test/app.js";
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "./social-config.js";
import { socialSignIn } from "./social-test-support.js";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A browser's cookie jar, enough for the provider's interaction cookies. */
class Browser {
  private cookies = new Map<string, string>();
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split(/=(.*)/s);
      this.cookies.set(name!, value!);
    }
    return response;
  }
}

let t: TestApp;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { API_PORT: String(port), SOCIAL_PROVIDERS: "google,apple" } });
  await t.app.listen({ port, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

describe("the sandbox identity provider", () => {
  it("publishes an OpenID discovery document per enabled provider, and nothing for disabled ones", async () => {
    const discovery = await fetch(`${origin}/dev/oidc/google/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({
      issuer: `${origin}/dev/oidc/google`,
      authorization_endpoint: `${origin}/dev/oidc/google/auth`,
      jwks_uri: `${origin}/dev/oidc/google/jwks`,
      code_challenge_methods_supported: ["S256"],
    });
    expect((await fetch(`${origin}/dev/oidc/facebook/.well-known/openid-configuration`)).status).toBe(404);
  });

  it("signs a shopper in end to end: login page, code + PKCE exchange, ID token accepted by the API", async () => {
    const issuer = `${origin}/dev/oidc/google`;
    const redirectUri = "http://127.0.0.1:3000/ar/login/google/auth/redirection";
    const verifier = randomBytes(32).toString("base64url");
    const nonce = randomBytes(16).toString("base64url");
    const browser = new Browser();
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: SANDBOX_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid email profile",
      state: "state-123",
      nonce,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();

    const toLogin = await browser.go(authorize.href);
    expect(toLogin.status).toBe(303);
    const loginPage = await browser.go(new URL(toLogin.headers.get("location")!, origin).href);
    const html = await loginPage.text();
    expect(html).toContain('name="login"');
    const action = /action="([^"]+)"/.exec(html)![1]!;

    const submitted = await browser.go(new URL(action, origin).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login: "mariam.saeed@example.com", password: "any" }).toString(),
    });
    expect(submitted.status).toBe(303);
    const back = await browser.go(new URL(submitted.headers.get("location")!, origin).href);
    expect(back.status).toBe(303);
    const callback = new URL(back.headers.get("location")!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get("state")).toBe("state-123");

    const tokenResponse = await fetch(`${issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: callback.searchParams.get("code")!,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: SANDBOX_CLIENT_ID,
        client_secret: SANDBOX_CLIENT_SECRET,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(200);
    const { id_token: idToken } = (await tokenResponse.json()) as { id_token: string };

    const signedIn = await socialSignIn(t, idToken, { nonce });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current`,
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    });
    expect(me.json()).toMatchObject({
      uid: "google;mariam.saeed@example.com;mariam.saeed@example.com",
      firstName: "Mariam",
      lastName: "Saeed",
    });
  });

  it("refuses a redirect URI outside the storefront's callback paths", async () => {
    const response = await fetch(
      `${origin}/dev/oidc/google/auth?${new URLSearchParams({
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: "https://attacker.example/en/login/google/auth/redirection",
        response_type: "code",
        scope: "openid",
        code_challenge: "x".repeat(43),
        code_challenge_method: "S256",
      })}`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("redirect_uri did not match any of the client's registered redirect_uris");
  });
});

describe("in production", () => {
  it("has no sandbox and trusts only the real providers configured", () => {
    const config = testConfig({
      NODE_ENV: "production",
      EMAIL_ADAPTER: "smtp",
      SMTP_URL: "smtp://mail.example",
      SMS_ADAPTER: "http",
      SMS_PROVIDER_URL: "https://sms.example",
      SMS_PROVIDER_TOKEN: "t",
      SOCIAL_GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
      // Production refuses the payment sandbox's password, the development client secret and http links.
      PAYMENT_API_PASSWORD: "gateway-api-password",
      OAUTH_CLIENT_SECRET: "the-shop-client-secret",
      STOREFRONT_URL: "https://shop.example.ae",
      BACKOFFICE_URL: "https://admin.shop.example.ae",
    });
    expect(config.social.sandbox.enabled).toBe(false);
    expect(config.social.providers).toEqual([
      { id: "google", issuer: "https://accounts.google.com", clientIds: ["123.apps.googleusercontent.com"] },
    ]);
  });
});
