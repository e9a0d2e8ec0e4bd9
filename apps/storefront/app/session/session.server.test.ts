import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_NAME, createSessionStorage, sessionSecret } from "./session.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const storage = createSessionStorage({ secret: SECRET, secure: true });

function requestWithCookie(setCookie: string): Request {
  const pair = setCookie.split(";")[0]!;
  return new Request("https://dukkan.test/en/", { headers: { Cookie: pair } });
}

async function signedInCookie(): Promise<string> {
  const session = await storage.getSession(new Request("https://dukkan.test/en/"));
  session.set("accessToken", "access-token-value-123");
  session.set("refreshToken", "refresh-token-value-456");
  session.set("cartGuid", "cart-guid-789");
  session.set("area", "AE-DU-MARINA");
  session.set("expiresAt", 1_900_000_000_000);
  return storage.commitSession(session);
}

describe("session cookie", () => {
  it("round-trips the session data", async () => {
    const session = await storage.getSession(requestWithCookie(await signedInCookie()));
    expect(session.data).toEqual({
      accessToken: "access-token-value-123",
      refreshToken: "refresh-token-value-456",
      cartGuid: "cart-guid-789",
      area: "AE-DU-MARINA",
      expiresAt: 1_900_000_000_000,
    });
  });

  it("is not readable as plain text", async () => {
    const setCookie = await signedInCookie();
    const value = decodeURIComponent(setCookie.split(";")[0]!.split("=").slice(1).join("="));
    const decoded = Buffer.from(value, "base64").toString("utf8");
    for (const secret of ["access-token-value-123", "refresh-token-value-456", "cart-guid-789", "AE-DU-MARINA"]) {
      expect(setCookie).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
  });

  it("carries HttpOnly, SameSite=Lax, Secure, Path=/ and a 30-day lifetime", async () => {
    const setCookie = await signedInCookie();
    expect(setCookie.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
  });

  it("leaves Secure off for plain-http development", async () => {
    const development = createSessionStorage({ secret: SECRET, secure: false });
    const session = await development.getSession(new Request("http://localhost/en/"));
    session.set("area", "AE-DU-MARINA");
    expect(await development.commitSession(session)).not.toMatch(/Secure/);
  });

  it("gives an empty session when the cookie was tampered with", async () => {
    const setCookie = await signedInCookie();
    const [pair] = setCookie.split(";");
    const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
    const sealed = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) as string;
    const flipped = sealed.slice(0, 40) + (sealed[40] === "A" ? "B" : "A") + sealed.slice(41);
    const tampered = encodeURIComponent(Buffer.from(JSON.stringify(flipped)).toString("base64"));
    const session = await storage.getSession(requestWithCookie(`${name}=${tampered}`));
    expect(session.data).toEqual({});
  });

  it("gives an empty session for garbage and for a cookie sealed with another secret", async () => {
    expect((await storage.getSession(requestWithCookie(`${SESSION_COOKIE_NAME}=not-a-seal`))).data).toEqual({});
    const other = createSessionStorage({ secret: "another-secret-that-is-also-long-enough-42", secure: true });
    const session = await other.getSession(new Request("https://dukkan.test/"));
    session.set("accessToken", "stolen");
    const foreign = await other.commitSession(session);
    expect((await storage.getSession(requestWithCookie(foreign))).data).toEqual({});
  });

  it("deletes the cookie when the session is cleared", async () => {
    const session = await storage.getSession(requestWithCookie(await signedInCookie()));
    session.clear();
    const setCookie = await storage.commitSession(session);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;`));
    expect(setCookie).toMatch(/Max-Age=0/);
  });
});

describe("the session on a response", () => {
  afterEach(() => vi.useRealTimers());

  it("is left off a response that changed nothing, so a slow response cannot restore an older session", async () => {
    const session = await storage.getSession(requestWithCookie(await signedInCookie()));
    expect(session.data.area).toBe("AE-DU-MARINA");
    expect(await storage.sessionHeaders(session)).toEqual({});
  });

  it("is sent when the request changed it", async () => {
    const session = await storage.getSession(requestWithCookie(await signedInCookie()));
    session.set("area", "AE-DU-DEIRA");
    const { "Set-Cookie": setCookie } = await storage.sessionHeaders(session);
    expect((await storage.getSession(requestWithCookie(setCookie!))).data.area).toBe("AE-DU-DEIRA");
  });

  it("is sealed again a day later even unchanged, so the 30 days count from the last visit", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-01T08:00:00Z"), toFake: ["Date"] });
    const sealed = await signedInCookie();
    vi.setSystemTime(new Date("2026-11-02T09:00:00Z"));
    const session = await storage.getSession(requestWithCookie(sealed));
    const { "Set-Cookie": setCookie } = await storage.sessionHeaders(session);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect((await storage.getSession(requestWithCookie(setCookie!))).data.area).toBe("AE-DU-MARINA");
  });

  it("is not created for a visitor whose request stored nothing", async () => {
    const session = await storage.getSession(new Request("https://dukkan.test/en/"));
    expect(await storage.sessionHeaders(session)).toEqual({});
  });
});

describe("session secret", () => {
  it("is required in production", () => {
    expect(() => sessionSecret({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });

  it("must be at least 32 characters", () => {
    expect(() => sessionSecret({ SESSION_SECRET: "short" })).toThrow(/32/);
    expect(sessionSecret({ SESSION_SECRET: SECRET, NODE_ENV: "production" })).toBe(SECRET);
  });
});
