import { describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

/** A stand-in for the API's password recovery endpoints (202 without a body, or the OCC error envelope). */
const calls: { path: string; query: URLSearchParams; body: string }[] = [];

serveStandInApi((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += String(chunk)));
  request.on("end", () => {
    const url = new URL(request.url ?? "/", "http://api");
    calls.push({ path: url.pathname, query: url.searchParams, body });
    if (url.pathname.endsWith("/resetpassword") && (JSON.parse(body) as { token: string }).token !== "good-token") {
      response.writeHead(400, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          errors: [{ type: "InvalidTokenError", message: "The password reset link is invalid or has expired" }],
        }),
      );
      return;
    }
    response.writeHead(202).end();
  });
});

describe("password recovery", () => {
  it("asks the API to e-mail a reset link in the shopper's language, lower-casing the address", async () => {
    await requestPasswordReset(" Amal@Example.AE ", "ar");
    const call = calls.at(-1)!;
    expect(call.path).toBe("/occ/v2/dukkan/forgottenpasswordtokens");
    expect(call.query.get("userId")).toBe("amal@example.ae");
    expect(call.query.get("lang")).toBe("ar");
  });

  it("sets the new password with the token", async () => {
    expect(await resetPassword("good-token", "Dukkan#2026", "en")).toBe("ok");
    expect(JSON.parse(calls.at(-1)!.body)).toEqual({ token: "good-token", newPassword: "Dukkan#2026" });
  });

  it("tells an invalid or used link apart", async () => {
    expect(await resetPassword("used-token", "Dukkan#2026", "en")).toBe("invalidLink");
  });
});
