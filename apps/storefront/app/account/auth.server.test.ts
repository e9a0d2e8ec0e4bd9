import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { commitSession, getSession, type Session } from "../session/session.server";
import {
  getAccessToken,
  loadProfile,
  pathAfterSignIn,
  saveSignInReturn,
  signedInCustomer,
  signIn,
  signInWithCode,
  signOut,
  TokenEndpointError,
} from "./auth.server";

/**
 * A stand-in for the API's authorization server and profile endpoint, with its answers: rotating
 * refresh tokens, RFC 7009 revocation, OAuth errors as { error, error_description }.
 */
const CUSTOMERS: Record<string, { password: string; name: string; phoneNumber?: string; disabled?: boolean }> = {
  "amal@example.ae": { password: "Secret#1", name: "Amal Haddad", phoneNumber: "971501234567" },
  "new@example.ae": { password: "Secret#1", name: "New Customer", disabled: true },
  "nophone@example.ae": { password: "Secret#1", name: "Noor Saleh" },
  // A one-time code's tokenId stands as the username; it is case-sensitive.
  "OtpToken-XyZ": { password: "654321", name: "Amal Haddad", phoneNumber: "971501234567" },
};

let issued = 0;
const accessTokens = new Map<string, string>();
const refreshTokens = new Map<string, string>();
const revoked: string[] = [];
/** Guest carts merged into a customer's cart: `POST users/current/carts?oldCartId=` (shopping §7). */
const merges: { uid: string; oldCartId: string | null; area: string | null }[] = [];
let tokenEndpointDown = false;

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function issueTokens(uid: string) {
  issued += 1;
  const access = `access-${issued}`;
  const refresh = `refresh-${issued}`;
  accessTokens.set(access, uid);
  refreshTokens.set(refresh, uid);
  return {
    access_token: access,
    token_type: "bearer",
    expires_in: 3600,
    scope: "basic openid",
    refresh_token: refresh,
  };
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://api");
  if (url.pathname === "/authorizationserver/oauth/token") {
    if (tokenEndpointDown) return send(response, 500, { error: "server_error", error_description: "down" });
    const form = await formOf(request);
    if (form.get("client_id") !== "mobile_android" || form.get("client_secret") !== "secret") {
      return send(response, 401, { error: "invalid_client", error_description: "Bad client credentials" });
    }
    if (form.get("grant_type") === "password") {
      const username = form.get("username") ?? "";
      if (username === "busy@example.ae") {
        return send(
          response,
          429,
          { error: "temporarily_unavailable", error_description: "Too many" },
          {
            "Retry-After": "840",
          },
        );
      }
      const customer = CUSTOMERS[username];
      if (!customer || customer.password !== form.get("password")) {
        return send(response, 400, { error: "invalid_grant", error_description: "Bad credentials" });
      }
      if (customer.disabled)
        return send(response, 400, { error: "invalid_grant", error_description: "User is disabled" });
      return send(response, 200, issueTokens(username));
    }
    const uid = refreshTokens.get(form.get("refresh_token") ?? "");
    if (!uid) return send(response, 400, { error: "invalid_grant", error_description: "Invalid refresh token" });
    refreshTokens.delete(form.get("refresh_token")!);
    return send(response, 200, issueTokens(uid));
  }
  if (url.pathname === "/authorizationserver/oauth/revoke") {
    const token = (await formOf(request)).get("token") ?? "";
    revoked.push(token);
    refreshTokens.delete(token);
    return send(response, 200);
  }
  if (url.pathname === "/occ/v2/dukkan/users/current") {
    const uid = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!uid) return send(response, 401, { errors: [{ type: "InvalidTokenError", message: "Invalid access token" }] });
    const customer = CUSTOMERS[uid]!;
    if (url.searchParams.get("fields") !== "DEFAULT,phoneNumber") {
      return send(response, 400, { errors: [{ type: "ValidationError", message: "unexpected fields" }] });
    }
    return send(response, 200, {
      uid,
      customerId: `c-${uid}`,
      name: customer.name,
      ...(customer.phoneNumber ? { phoneNumber: customer.phoneNumber } : {}),
    });
  }
  if (url.pathname === "/occ/v2/dukkan/users/current/carts" && request.method === "POST") {
    const uid = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!uid) return send(response, 401, { errors: [{ type: "InvalidTokenError", message: "Invalid access token" }] });
    merges.push({ uid, oldCartId: url.searchParams.get("oldCartId"), area: url.searchParams.get("area") });
    return send(response, 201, { code: "00000042", guid: "customer-cart" });
  }
  return send(response, 404, { errors: [{ type: "UnknownResourceError" }] });
}

serveStandInApi((request, response) => void handle(request, response));

beforeEach(() => {
  tokenEndpointDown = false;
  revoked.length = 0;
  merges.length = 0;
});

async function freshSession(): Promise<Session> {
  const session = await getSession(new Request("http://shop.test/en/login"));
  session.set("area", "AE-DU-MARINA");
  session.set("cartGuid", "guest-cart");
  return session;
}

/** The session as the next request would read it back from the cookie. */
async function roundTrip(session: Session): Promise<Session> {
  const setCookie = await commitSession(session);
  return getSession(new Request("http://shop.test/en/", { headers: { Cookie: setCookie.split(";")[0]! } }));
}

describe("signIn", () => {
  it("stores the tokens, their expiry and the customer's name, keeping the area and merging the guest cart", async () => {
    const session = await freshSession();
    const now = 1_800_000_000_000;
    const result = await signIn(session, "  Amal@Example.AE ", "Secret#1", "en", now);
    expect(result).toMatchObject({ outcome: "ok", profile: { name: "Amal Haddad", phoneNumber: "971501234567" } });
    const stored = (await roundTrip(session)).data;
    expect(stored).toMatchObject({ area: "AE-DU-MARINA", profile: { name: "Amal Haddad" } });
    // The guest cart joined the customer's cart; the session reaches that cart as `current` from now on.
    expect(merges).toEqual([{ uid: "amal@example.ae", oldCartId: "guest-cart", area: "AE-DU-MARINA" }]);
    expect(stored.cartGuid).toBeUndefined();
    expect(stored.accessToken).toMatch(/^access-/);
    expect(stored.refreshToken).toMatch(/^refresh-/);
    expect(stored.expiresAt).toBe(now + 3_600_000);
  });

  it("re-seals the cookie with new content when another customer signs in", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    const first = { cookie: await commitSession(session), token: session.data.accessToken };
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    expect(await commitSession(session)).not.toBe(first.cookie);
    expect((await roundTrip(session)).data.accessToken).not.toBe(first.token);
  });

  it("tells wrong credentials, an inactive account and too many attempts apart, leaving the session alone", async () => {
    const session = await freshSession();
    expect(await signIn(session, "amal@example.ae", "wrong", "en")).toEqual({ outcome: "badCredentials" });
    expect(await signIn(session, "nobody@example.ae", "Secret#1", "en")).toEqual({ outcome: "badCredentials" });
    expect(await signIn(session, "new@example.ae", "Secret#1", "en")).toEqual({ outcome: "disabled" });
    expect(await signIn(session, "busy@example.ae", "Secret#1", "en")).toEqual({
      outcome: "rateLimited",
      retryAfterSeconds: 840,
    });
    expect(session.data).toEqual({ area: "AE-DU-MARINA", cartGuid: "guest-cart" });
  });

  it("throws when the token endpoint fails", async () => {
    tokenEndpointDown = true;
    await expect(signIn(await freshSession(), "amal@example.ae", "Secret#1", "en")).rejects.toThrow(TokenEndpointError);
  });
});

describe("after signing in (spec §4.1)", () => {
  it("goes back to the couponClaim link a login guard sent the shopper away from, once, and never off the shop", async () => {
    const session = await freshSession();
    saveSignInReturn(session, new URL("http://shop.test/en/my-account/coupon/claim/WELCOME10?x=1"));
    const withPhone = { phoneNumber: "971501234567" };
    expect(pathAfterSignIn(withPhone, "en", session)).toBe("/en/my-account/coupon/claim/WELCOME10?x=1");
    // Read once: the next sign-in goes home.
    expect(pathAfterSignIn(withPhone, "en", session)).toBe("/en/");
    // A customer without a phone number completes the profile first (spec §6); the saved page is dropped.
    saveSignInReturn(session, new URL("http://shop.test/en/my-account/coupon/claim/WELCOME10"));
    expect(pathAfterSignIn({}, "en", session)).toBe("/en/my-account/update-profile");
    expect(pathAfterSignIn(withPhone, "en", session)).toBe("/en/");
    // A path of the other language (or another origin) is not followed.
    session.set("signInReturnTo", "//evil.example/en/");
    expect(pathAfterSignIn(withPhone, "en", session)).toBe("/en/");
  });

  it("sets the has-phone-number flag from the profile and sends a customer without a phone to the profile page", async () => {
    const withPhone = await freshSession();
    const first = await signIn(withPhone, "amal@example.ae", "Secret#1", "en");
    expect((await roundTrip(withPhone)).data.hasPhoneNumber).toBe(true);
    expect(first.outcome === "ok" && pathAfterSignIn(first.profile, "en")).toBe("/en/");

    const withoutPhone = await freshSession();
    const second = await signIn(withoutPhone, "nophone@example.ae", "Secret#1", "ar");
    expect((await roundTrip(withoutPhone)).data.hasPhoneNumber).toBe(false);
    expect(second.outcome === "ok" && pathAfterSignIn(second.profile, "ar")).toBe("/ar/my-account/update-profile");
  });

  it("signs in with a one-time code, keeping the tokenId's case, and drops the pending code flow", async () => {
    const session = await freshSession();
    session.set("pending", { kind: "otp", until: Date.now() + 60_000, fields: { tokenId: "OtpToken-XyZ" } });
    expect(await signInWithCode(session, "otptoken-xyz", "654321", "en")).toEqual({ outcome: "badCredentials" });
    expect(session.data.pending).toBeDefined();
    const result = await signInWithCode(session, "OtpToken-XyZ", " 654321 ", "en");
    expect(result.outcome).toBe("ok");
    const stored = (await roundTrip(session)).data;
    expect(stored.pending).toBeUndefined();
    expect(stored.accessToken).toMatch(/^access-/);
  });
});

describe("getAccessToken", () => {
  it("gives nothing to a shopper who is not signed in", async () => {
    expect(await getAccessToken(await freshSession())).toBeUndefined();
  });

  it("returns the stored token while it is valid", async () => {
    const session = await freshSession();
    const now = Date.now();
    await signIn(session, "amal@example.ae", "Secret#1", "en", now);
    expect(await getAccessToken(session, now + 60_000)).toBe(session.data.accessToken);
  });

  it("refreshes an expired token, rotating both tokens in the session", async () => {
    const session = await freshSession();
    const now = Date.now();
    await signIn(session, "amal@example.ae", "Secret#1", "en", now);
    const { accessToken, refreshToken } = session.data;
    const later = now + 3_600_000;
    const token = await getAccessToken(session, later);
    expect(token).not.toBe(accessToken);
    expect(session.data.accessToken).toBe(token);
    expect(session.data.refreshToken).not.toBe(refreshToken);
    expect(session.data.expiresAt).toBe(later + 3_600_000);
    // The new token works at the API.
    expect((await loadProfile(token!, "en")).name).toBe("Amal Haddad");
  });

  it("shares one refresh between a page's parallel loaders, so the rotated token is never reused", async () => {
    const signedIn = await freshSession();
    const now = Date.now();
    await signIn(signedIn, "amal@example.ae", "Secret#1", "en", now);
    const cookie = await commitSession(signedIn);
    const read = () => getSession(new Request("http://shop.test/en/", { headers: { Cookie: cookie.split(";")[0]! } }));
    const [layout, page] = [await read(), await read()];
    const later = now + 3_600_000;
    const [first, second] = await Promise.all([getAccessToken(layout, later), getAccessToken(page, later)]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(layout.data.refreshToken).toBe(page.data.refreshToken);
    // The session stays alive: the shared new token works at the API.
    expect((await loadProfile(second!, "en")).name).toBe("Amal Haddad");
  });

  it("forgets the customer when the API ended the sign-in session, keeping the area", async () => {
    const session = await freshSession();
    const now = Date.now();
    await signIn(session, "amal@example.ae", "Secret#1", "en", now);
    refreshTokens.delete(session.data.refreshToken!);
    expect(await getAccessToken(session, now + 3_600_000)).toBeUndefined();
    expect(session.data).toEqual({ area: "AE-DU-MARINA" });
  });

  it("keeps the customer signed in when the API is down", async () => {
    const session = await freshSession();
    const now = Date.now();
    await signIn(session, "amal@example.ae", "Secret#1", "en", now);
    tokenEndpointDown = true;
    await expect(getAccessToken(session, now + 3_600_000)).rejects.toThrow(TokenEndpointError);
    expect(session.data.accessToken).toBeDefined();
  });
});

describe("signOut", () => {
  it("revokes the refresh token at the API and clears the whole session", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    const { refreshToken } = session.data;
    await signOut(session);
    expect(revoked).toEqual([refreshToken]);
    expect(session.data).toEqual({});
    expect(await commitSession(session)).toMatch(/Max-Age=0/);
  });

  it("clears the session without calling the API when nobody is signed in", async () => {
    const session = await freshSession();
    await signOut(session);
    expect(revoked).toEqual([]);
    expect(session.data).toEqual({});
  });
});

describe("loadProfile", () => {
  it("rejects a token the API does not know", async () => {
    await expect(loadProfile("forged", "en")).rejects.toMatchObject({ status: 401 });
  });
});

/** What the session keeps of Amal's profile (the stand-in answers customerId `c-` + uid). */
const AMAL = { name: "Amal Haddad", uid: "amal@example.ae", customerId: "c-amal@example.ae" };

describe("signedInCustomer", () => {
  it("is undefined for a guest", async () => {
    expect(await signedInCustomer(await freshSession(), "en")).toBeUndefined();
  });

  it("answers the name cached at sign-in without asking the API", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    accessTokens.delete(session.data.accessToken!);
    expect(await signedInCustomer(session, "en")).toEqual(AMAL);
  });

  it("loads and caches the name when the session has none", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    session.unset("profile");
    expect(await signedInCustomer(session, "en")).toEqual(AMAL);
    expect(session.data.profile).toEqual(AMAL);
  });

  it("signs the shopper out when the API no longer knows the token", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en");
    session.unset("profile");
    accessTokens.delete(session.data.accessToken!);
    expect(await signedInCustomer(session, "en")).toBeUndefined();
    expect(session.data).toEqual({ area: "AE-DU-MARINA" });
  });

  it("keeps the cached name when the token cannot be refreshed because the API is down", async () => {
    const session = await freshSession();
    await signIn(session, "amal@example.ae", "Secret#1", "en", Date.now() - 7_200_000);
    tokenEndpointDown = true;
    expect(await signedInCustomer(session, "en")).toEqual(AMAL);
  });
});
