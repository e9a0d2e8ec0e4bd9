import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createCustomer, freshIp, OCC } from "../account/account-test-support.js";
import { customers } from "../db/tables.js";
import { socialIdentities } from "./social.tables.js";
import {
  googleFrom,
  socialSignIn,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "./social-test-support.js";

let idp: TestIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
  // facebook points at a port nobody listens on: a provider that is down.
  t = await createTestApp({
    env: { ...googleFrom(idp), SOCIAL_FACEBOOK_ISSUER: "http://127.0.0.1:9", SOCIAL_FACEBOOK_CLIENT_ID: "fb-app" },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const profile = (accessToken: string) =>
  t.app.inject({
    method: "GET",
    url: `${OCC}/users/current?fields=DEFAULT,phoneNumber`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { type: string; message: string }[] }).errors[0]!;

describe("social sign-in with a provider's ID token", () => {
  it("creates the customer on first sign-in with the spec's uid, no password, and issues our tokens", async () => {
    const response = await socialSignIn(t, await idp.idToken({ sub: "g-first", email: "Noura.K@Example.com" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const tokens = response.json();
    expect(tokens).toMatchObject({
      token_type: "bearer",
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });

    const me = await profile(tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      uid: "google;g-first;noura.k@example.com",
      firstName: "Layla",
      lastName: "Haddad",
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.uid, "google;g-first;noura.k@example.com"));
    expect(row).toMatchObject({ passwordHash: null, active: true, email: "noura.k@example.com" });
  });

  it("signs the same (provider, subject) into the same account, even after the e-mail changed at the provider", async () => {
    const first = await socialSignIn(t, await idp.idToken({ sub: "g-same", email: "omar@example.com" }));
    const again = await socialSignIn(t, await idp.idToken({ sub: "g-same", email: "omar.new@example.com" }));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const uids = await Promise.all([first, again].map(async (r) => (await profile(r.json().access_token)).json().uid));
    expect(uids).toEqual(["google;g-same;omar@example.com", "google;g-same;omar@example.com"]);
    const links = await t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, "g-same"));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      provider: "google",
      customerUid: "google;g-same;omar@example.com",
      email: "omar.new@example.com",
    });
  });

  it.each([
    ["another audience", { aud: "someone-elses-app" }, "The ID token was issued to another client"],
    ["another issuer", { iss: "https://accounts.example.org" }, "The ID token comes from another issuer"],
    [
      "an expired token",
      { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
      "The ID token has expired",
    ],
    ["no nonce", { nonce: undefined }, "The ID token's nonce claim is invalid"],
    [
      "another sign-in's nonce",
      { nonce: "nonce-of-another-sign-in" },
      "The ID token's nonce does not match this sign-in",
    ],
    [
      "no e-mail",
      { email: undefined },
      "The provider did not share an e-mail address; allow e-mail access and try again",
    ],
    ["an unverified e-mail", { email_verified: "false" }, "The provider has not verified this e-mail address"],
  ])("refuses %s", async (_case, claims, message) => {
    const response = await socialSignIn(t, await idp.idToken({ sub: "g-refused", ...claims }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: "InvalidTokenError", message });
    expect(await t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, "g-refused"))).toEqual([]);
  });

  it("refuses a token signed with a key the provider did not publish", async () => {
    const forged = await idp.idToken({ sub: "g-forged" }, { key: "foreign" });
    const response = await socialSignIn(t, forged);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      type: "InvalidTokenError",
      message: "The ID token's signature is invalid",
    });
  });

  it("refuses a token whose payload was altered after signing", async () => {
    const [header, , signature] = (await idp.idToken({ sub: "g-victim" })).split(".");
    const payload = Buffer.from(JSON.stringify({ sub: "g-attacker", aud: "dukkan-web.apps.example" })).toString(
      "base64url",
    );
    const response = await socialSignIn(t, `${header}.${payload}.${signature}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe("The ID token's signature is invalid");
  });

  it("refuses a provider's e-mail that belongs to a password account instead of taking the account over", async () => {
    const customer = await createCustomer(t);
    const response = await socialSignIn(t, await idp.idToken({ sub: "g-takeover", email: customer.email }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe("error_email_has_been_registered");
  });

  it("answers 404 for a provider that is not enabled (the microblog one is off by default)", async () => {
    const response = await socialSignIn(t, await idp.idToken(), { provider: "twitter" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ type: "UnknownIdentifierError", message: "Login provider not found" });
  });

  it("answers the spec's 'not ready' message, not a server error, while a provider cannot be reached", async () => {
    const response = await socialSignIn(t, await idp.idToken({ iss: "http://127.0.0.1:9", aud: "fb-app" }), {
      provider: "facebook",
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      type: "ProviderUnavailableError",
      message: "Login providers not ready yet...",
    });
  });

  it("requires our OAuth client's credentials", async () => {
    const response = await socialSignIn(t, await idp.idToken(), { basic: "mobile_android:wrong" });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).type).toBe("UnauthorizedError");
  });
});

describe("a social customer's account settings", () => {
  let accessToken: string;
  beforeAll(async () => {
    const response = await socialSignIn(t, await idp.idToken({ sub: "g-settings", email: "sara@example.com" }));
    accessToken = response.json().access_token;
  });

  it("cannot change the password: there is none", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `${OCC}/users/current/password?old=anything&new=Dukkan%232026x`,
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe("Accounts that sign in with a social provider have no password");
  });

  it("cannot change the e-mail", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `${OCC}/users/current/login?newLogin=other%40example.com&password=anything`,
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe("Accounts that sign in with a social provider cannot change their e-mail");
    expect((await profile(accessToken)).json().uid).toBe("google;g-settings;sara@example.com");
  });
});
