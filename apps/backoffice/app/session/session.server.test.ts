import { describe, expect, it } from "vitest";
import { createSessionStorage, sessionSecret } from "./session.server";

const secret = "a-test-secret-that-is-long-enough-0123456789";

function requestWith(setCookie: string): Request {
  return new Request("http://localhost/en/", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("the staff session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Secure in production, and never shows the token in clear", async () => {
    const storage = createSessionStorage({ secret, secure: true });
    const session = await storage.getSession(new Request("http://localhost/"));
    session.set("accessToken", "staff-token-123");
    const cookie = await storage.commitSession(session);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toContain("staff-token-123");
    expect((await storage.getSession(requestWith(cookie))).data.accessToken).toBe("staff-token-123");
  });

  it("reads a cookie sealed with another secret as an empty session", async () => {
    const other = createSessionStorage({ secret: `${secret}-other`, secure: false });
    const session = await other.getSession(new Request("http://localhost/"));
    session.set("accessToken", "t");
    const cookie = await other.commitSession(session);
    const mine = createSessionStorage({ secret, secure: false });
    expect((await mine.getSession(requestWith(cookie))).data).toEqual({});
  });

  it("deletes the cookie when the session is cleared", async () => {
    const storage = createSessionStorage({ secret, secure: false });
    const session = await storage.getSession(new Request("http://localhost/"));
    session.clear();
    expect(await storage.commitSession(session)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("requires a long secret in production", () => {
    expect(() => sessionSecret({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() => sessionSecret({ SESSION_SECRET: "short" })).toThrow(/32/);
  });
});
