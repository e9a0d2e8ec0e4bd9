import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { activateAccount } from "./activation.server";

/** A stand-in for the API's activation endpoint, with its answers (account spec §4.3). */
const activated: string[] = [];

function answer(token: string): [number, unknown] {
  if (token === "fresh-token") return [200, { uid: "amal@example.ae" }];
  if (token === "used-token")
    return [200, { errors: [{ type: "TokenUsedError", message: "The token has been already used" }] }];
  if (token === "duplicate-phone")
    return [200, { errors: [{ type: "ValidationError", message: "Mobile No. is duplicate." }] }];
  if (token === "odd") return [400, { errors: [{ type: "ValidationError", message: "Something unusual" }] }];
  return [200, { errors: [{ type: "InvalidTokenError", message: "Invalid token" }] }];
}

serveStandInApi((request, response) => {
  const url = new URL(request.url ?? "/", "http://api");
  const token = decodeURIComponent(url.pathname.replace("/occ/v2/dukkan/users/anonymous/token/", ""));
  activated.push(token);
  const [status, body] = answer(token);
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
});

const anonymous = { language: "en", signedIn: false } as const;

describe("activateAccount (account spec §4.3)", () => {
  it("activates with the token, whitespace stripped, and sends the shopper to sign in with the e-mail", async () => {
    expect(await activateAccount(" fresh-\ntoken ", anonymous)).toEqual({
      notice: { tone: "success", key: "registerForm.createSuccess", email: "amal@example.ae" },
      destination: "login",
    });
    expect(activated.at(-1)).toBe("fresh-token");
  });

  it("says nothing about a token that was already used, and goes to the login page", async () => {
    expect(await activateAccount("used-token", anonymous)).toEqual({ notice: undefined, destination: "login" });
  });

  it("shows the API's answer without a uid as information, mapped to the spec's messages", async () => {
    expect(await activateAccount("forged", anonymous)).toEqual({
      notice: { tone: "info", key: "registerResult.invalidToken" },
      destination: "login",
    });
    expect(await activateAccount("duplicate-phone", anonymous)).toEqual({
      notice: { tone: "info", key: "redemption.invalidNumber" },
      destination: "login",
    });
  });

  it("sends a failed request home with its error", async () => {
    expect(await activateAccount("odd", anonymous)).toEqual({
      notice: { tone: "error", text: "Something unusual" },
      destination: "home",
    });
  });

  it("rejects an empty token without calling the API, and goes home", async () => {
    const calls = activated.length;
    expect(await activateAccount("  ", anonymous)).toEqual({
      notice: { tone: "error", key: "registerForm.invalidActivateLink" },
      destination: "home",
    });
    expect(activated.length).toBe(calls);
  });

  it("refuses a signed-in visitor without calling the API", async () => {
    const calls = activated.length;
    expect(await activateAccount("fresh-token", { language: "en", signedIn: true })).toEqual({
      notice: { tone: "error", key: "registerForm.signInAlready" },
      destination: "home",
    });
    expect(activated.length).toBe(calls);
  });
});
