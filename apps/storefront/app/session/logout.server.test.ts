import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { commitSession, getSession, SESSION_COOKIE_NAME } from "./session.server";
import { isLogoutPath, logout } from "./logout.server";

/** A stand-in for the API's revocation endpoint, recording the revoked tokens. */
const revoked: string[] = [];

serveStandInApi((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += String(chunk)));
  request.on("end", () => {
    if (request.url === "/authorizationserver/oauth/revoke") revoked.push(new URLSearchParams(body).get("token")!);
    response.writeHead(200).end();
  });
});

async function signedInRequest(): Promise<Request> {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("accessToken", "access-1");
  session.set("refreshToken", "refresh-1");
  session.set("area", "AE-DU-MARINA");
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request("http://shop.test/ar/logout", { headers: { Cookie: cookie } });
}

describe("logout", () => {
  it("recognises any URL ending in /logout", () => {
    expect(isLogoutPath("/en/logout")).toBe(true);
    expect(isLogoutPath("/ar/my-account/logout/")).toBe(true);
    expect(isLogoutPath("/en/logouts")).toBe(false);
    expect(isLogoutPath("/en/logout/now")).toBe(false);
  });

  it("revokes the sign-in at the API, clears the session cookie and goes to the login page", async () => {
    const response = await logout(await signedInRequest(), "ar");
    expect(revoked).toEqual(["refresh-1"]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/login");
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=; .*Max-Age=0`));
  });

  it("signs out a shopper who was not signed in without calling the API", async () => {
    revoked.length = 0;
    const response = await logout(new Request("http://shop.test/en/logout"), "en");
    expect(revoked).toEqual([]);
    expect(response.headers.get("Location")).toBe("/en/login");
  });
});
