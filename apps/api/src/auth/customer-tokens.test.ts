import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenResponse } from "@dukkan/occ";
import { oauthRefreshTokens, sandboxOutbox, verificationCodes } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  OCC,
  TOKEN_URL,
  bearer,
  codeIn,
  createCustomer,
  freshIp,
  latestMessage,
  passwordGrant,
  type RegisteredCustomer,
} from "../account/account-test-support.js";

let t: TestApp;
let customer: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createCustomer(t, { uid: "Owner@Cafe.ae" });
});
afterAll(() => t.close());

const form = (path: string, fields: Record<string, string>, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: path,
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ client_id: "mobile_android", client_secret: "secret", ...fields }).toString(),
  });
const refresh = (refreshToken: string) => form(TOKEN_URL, { grant_type: "refresh_token", refresh_token: refreshToken });
const requestCode = (loginId: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: `${OCC}/users/anonymous/verificationToken`,
    remoteAddress: ip,
    payload: { loginId, password, purpose: "LOGIN" },
  });
/** How many messages the dev outbox holds for `recipient`. */
const messagesTo = async (recipient: string) =>
  (await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, recipient))).length;
const profile = (accessToken: string) => t.app.inject({ url: `${OCC}/users/current`, headers: bearer(accessToken) });

describe("password grant", () => {
  it("signs in with the e-mail in any case and returns access and refresh tokens", async () => {
    const response = await passwordGrant(t, "  OWNER@cafe.AE", customer.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = TokenResponse.parse(response.json());
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: "bearer",
      expires_in: 43200,
      scope: "basic openid",
    });
    expect((await profile(body.access_token)).json().uid).toBe("owner@cafe.ae");
  });

  it("answers a wrong password and an unknown user identically (invalid_grant)", async () => {
    const wrong = await passwordGrant(t, customer.email, "Wrong#1234");
    const unknown = await passwordGrant(t, "nobody@cafe.ae", "Wrong#1234");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "invalid_grant", error_description: "Bad credentials" });
    }
  });

  it("locks out the address that guessed (429 with Retry-After, even for the right password), not the owner", async () => {
    const target = await createCustomer(t);
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await passwordGrant(t, target.email, "Wrong#1234", attacker)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const blocked = await passwordGrant(t, target.email, target.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe("temporarily_unavailable");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The owner, from their own address, still signs in.
    expect((await passwordGrant(t, target.email, target.password)).statusCode).toBe(200);
  });

  it("after a guess from many addresses the password alone no longer signs in; the e-mailed code does", async () => {
    const target = await createCustomer(t);
    for (let i = 0; i < 30; i += 1) {
      expect((await passwordGrant(t, target.email, "Wrong#1234")).statusCode).toBe(400);
    }
    expect((await passwordGrant(t, target.email, target.password)).statusCode).toBe(429);
    const requested = await requestCode(target.email, target.password);
    expect(requested.statusCode).toBe(201);
    const code = codeIn((await latestMessage(t, target.email)).body);
    const signedIn = await passwordGrant(t, requested.json().tokenId, code);
    expect(signedIn.statusCode).toBe(200);
    expect((await profile(signedIn.json().access_token)).json().uid).toBe(target.email);
  }, 60_000);

  it("counts right passwords per address only, so a shared address does not lock anyone out by signing in", async () => {
    const target = await createCustomer(t);
    const office = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await passwordGrant(t, target.email, target.password, office)).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it("lets 101 customers sign in from one shared address (an office, a carrier's), counting only failures", async () => {
    const shared = freshIp();
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => createCustomer(t)));
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      const shopper = shoppers[i % shoppers.length]!;
      statuses.push((await passwordGrant(t, shopper.email, shopper.password, shared)).statusCode);
    }
    expect(statuses).toEqual(Array(101).fill(200));
  }, 120_000);

  it("limits failed attempts per client IP across accounts", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      statuses.push((await passwordGrant(t, `guess${i}@cafe.ae`, "Wrong#1234", ip)).statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
  }, 120_000);
});

describe("refresh_token grant", () => {
  it("rotates the refresh token; a reused one fails with invalid_grant and ends the session", async () => {
    const first = (await passwordGrant(t, customer.email, customer.password)).json();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: "invalid_grant", error_description: "Invalid refresh token" });
    // The replay reveals a stolen token: the whole session ends, the legitimate holder signs in again.
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(400);
  });

  it("refuses an unknown or expired refresh token", async () => {
    expect((await refresh("made-up")).json().error).toBe("invalid_grant");
    const issued = (await passwordGrant(t, customer.email, customer.password)).json();
    await t.db.update(oauthRefreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refresh(issued.refresh_token)).json().error).toBe("invalid_grant");
  });
});

describe("POST /authorizationserver/oauth/revoke", () => {
  it("revokes an access token, and a refresh token with its session", async () => {
    const a = (await passwordGrant(t, customer.email, customer.password)).json();
    expect((await form("/authorizationserver/oauth/revoke", { token: a.access_token })).statusCode).toBe(200);
    expect((await profile(a.access_token)).statusCode).toBe(401);

    const b = (await passwordGrant(t, customer.email, customer.password)).json();
    expect((await form("/authorizationserver/oauth/revoke", { token: b.refresh_token })).statusCode).toBe(200);
    expect((await profile(b.access_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).json().error).toBe("invalid_grant");
  });

  it("answers 200 for an unknown token and 401 for bad client credentials", async () => {
    expect((await form("/authorizationserver/oauth/revoke", { token: "unknown" })).statusCode).toBe(200);
    const badClient = await form("/authorizationserver/oauth/revoke", { token: "x", client_secret: "wrong" });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe("invalid_client");
  });
});

describe("one-time-code login (verificationToken → password grant with tokenId and code)", () => {
  it("e-mails a 6-digit code that signs in once", async () => {
    const response = await requestCode(customer.email, customer.password);
    expect(response.statusCode).toBe(201);
    const { tokenId, expiresIn } = response.json();
    expect(Number(expiresIn)).toBeLessThanOrEqual(600);
    const mail = await latestMessage(t, customer.email);
    expect(mail.subject).toMatch(/^Your Dukkan sign-in code: \d{6}$/);
    const code = codeIn(mail.body);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.id, tokenId));
    expect(stored!.secretHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);

    const signedIn = await passwordGrant(t, tokenId, code);
    expect(signedIn.statusCode).toBe(200);
    expect((await profile(signedIn.json().access_token)).json().uid).toBe(customer.email);
    expect((await passwordGrant(t, tokenId, code)).json().error).toBe("invalid_grant");
  });

  it("ends the code after 5 wrong tries and refuses an expired one", async () => {
    const { tokenId } = (await requestCode(customer.email, customer.password)).json();
    const code = codeIn((await latestMessage(t, customer.email)).body);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i += 1) expect((await passwordGrant(t, tokenId, wrong)).statusCode).toBe(400);
    expect((await passwordGrant(t, tokenId, code)).json().error).toBe("invalid_grant");

    const second = (await requestCode(customer.email, customer.password)).json();
    const secondCode = codeIn((await latestMessage(t, customer.email)).body);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, second.tokenId));
    expect((await passwordGrant(t, second.tokenId, secondCode)).json().error).toBe("invalid_grant");
  });

  it("needs the right password, the same answer for unknown accounts, and rate-limits with 400", async () => {
    const wrong = await requestCode(customer.email, "Wrong#1234");
    const unknown = await requestCode("nobody@cafe.ae", "Wrong#1234");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0]).toEqual({ type: "BadCredentialsError", message: "Bad credentials" });
    }
    const target = await createCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestCode(target.email, target.password)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 400]);
  });

  it("answers the same to a right and a wrong password while password sign-in is locked, and mails only the owner", async () => {
    const target = await createCustomer(t);
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1) await passwordGrant(t, target.email, "Wrong#1234", attacker);
    expect((await passwordGrant(t, target.email, target.password, attacker)).statusCode).toBe(429);
    const mailsBefore = await messagesTo(target.email);
    const wrong = await requestCode(target.email, "Wrong#1234", attacker);
    expect(await messagesTo(target.email)).toBe(mailsBefore);
    const right = await requestCode(target.email, target.password, attacker);
    expect(await messagesTo(target.email)).toBe(mailsBefore + 1);
    for (const response of [wrong, right]) {
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json()).sort()).toEqual(["expiresIn", "tokenId"]);
    }
    const code = codeIn((await latestMessage(t, target.email)).body);
    expect((await passwordGrant(t, wrong.json().tokenId, code)).json().error).toBe("invalid_grant");
    expect((await passwordGrant(t, right.json().tokenId, code)).statusCode).toBe(200);
  });
});
