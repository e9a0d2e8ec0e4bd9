import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateAccount } from "./activation.server";

/** A stand-in for the API's activation endpoint, with its answers (account spec §4.3). */
let server: Server;
const activated: string[] = [];
const previousApiUrl = process.env.API_URL;

function answer(token: string): [number, unknown] {
  if (token === "fresh-token") return [200, { uid: "amal@example.ae" }];
  if (token === "used-token")
    return [200, { errors: [{ type: "TokenUsedError", message: "The token has been already used" }] }];
  if (token === "duplicate-phone")
    return [200, { errors: [{ type: "ValidationError", message: "Mobile No. is duplicate." }] }];
  if (token === "odd") return [400, { errors: [{ type: "ValidationError", message: "Something unusual" }] }];
  return [200, { errors: [{ type: "InvalidTokenError", message: "Invalid token" }] }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://api");
    const token = decodeURIComponent(url.pathname.replace("/occ/v2/dukkan/users/anonymous/token/", ""));
    activated.push(token);
    const [status, body] = answer(token);
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await new Promise((resolve) => server.close(resolve));
});

describe("activateAccount", () => {
  it("activates with the token, whitespace stripped, and confirms with the uid", async () => {
    expect(await activateAccount(" fresh-\ntoken ", "en")).toEqual({
      tone: "success",
      key: "registerForm.createSuccess",
      uid: "amal@example.ae",
    });
    expect(activated.at(-1)).toBe("fresh-token");
  });

  it("says nothing about a token that was already used", async () => {
    expect(await activateAccount("used-token", "en")).toBeUndefined();
  });

  it("maps the API's messages to the spec's", async () => {
    expect(await activateAccount("forged", "en")).toEqual({ tone: "error", key: "registerResult.invalidToken" });
    expect(await activateAccount("duplicate-phone", "en")).toEqual({ tone: "error", key: "redemption.invalidNumber" });
    expect(await activateAccount("odd", "en")).toEqual({ tone: "error", message: "Something unusual" });
  });

  it("rejects an empty token without calling the API", async () => {
    const calls = activated.length;
    expect(await activateAccount("  ", "en")).toEqual({ tone: "error", key: "registerForm.invalidActivateLink" });
    expect(activated.length).toBe(calls);
  });
});
