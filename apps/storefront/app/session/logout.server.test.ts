import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitSession, getSession, SESSION_COOKIE_NAME } from "./session.server";
import { isLogoutPath, logout } from "./logout.server";

/** A stand-in for the API's revocation endpoint, recording the revoked tokens. */
let server: Server;
const revoked: string[] = [];
const previousApiUrl = process.env.API_URL;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += String(chunk)));
    request.on("end", () => {
      if (request.url === "/authorizationserver/oauth/revoke") revoked.push(new URLSearchParams(body).get("token")!);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await new Promise((resolve) => server.close(resolve));
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
