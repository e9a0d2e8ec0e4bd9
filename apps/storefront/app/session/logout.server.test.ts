import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "./session.server";
import { isLogoutPath, logout } from "./logout.server";

describe("logout", () => {
  it("recognises any URL ending in /logout", () => {
    expect(isLogoutPath("/en/logout")).toBe(true);
    expect(isLogoutPath("/ar/my-account/logout/")).toBe(true);
    expect(isLogoutPath("/en/logouts")).toBe(false);
    expect(isLogoutPath("/en/logout/now")).toBe(false);
  });

  it("clears the session cookie and redirects within the language", async () => {
    const response = await logout("ar");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/");
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=; .*Max-Age=0`));
  });
});
