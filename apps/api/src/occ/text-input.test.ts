/**
 * Control characters in any request text answer 400 ValidationError (PostgreSQL cannot store NUL: these were
 * 500s); invisible direction and zero-width characters are dropped from names, addresses and reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressList } from "@dukkan/occ/address";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertRegionFixtures } from "../../test/fixtures.js";
import {
  bearer,
  createCustomer,
  freshIp,
  OCC,
  signIn,
  TOKEN_URL,
  type RegisteredCustomer,
} from "../account/account-test-support.js";
import { MARINA_ADDRESS } from "../checkout/checkout-test-support.js";

let t: TestApp;
let customer: RegisteredCustomer;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: insertRegionFixtures });
  customer = await createCustomer(t, { firstName: "Alice" });
  token = await signIn(t, customer);
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "PUT", url: string, payload: object, signedIn = true) {
  return t.app.inject({ method, url: `${OCC}${url}`, headers: signedIn ? bearer(token) : {}, payload });
}

function expectValidationError(response: { statusCode: number; json: () => unknown }, subject: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    errors: [expect.objectContaining({ type: "ValidationError", reason: "invalid", subject })],
  });
}

describe("control characters", () => {
  it.each([
    ["NUL", "Ali\u0000ce"],
    ["bell", "Ali\u0007ce"],
    ["escape", "Ali\u001Bce"],
    ["DEL", "Ali\u007Fce"],
    ["C1 (NEL)", "Ali\u0085ce"],
  ])("refuses %s in a profile update", async (_name, firstName) => {
    expectValidationError(await send("PATCH", "/users/current", { firstName }), "firstName");
  });

  it("refuses NUL in an address, a delivery mode, the newsletter and a query parameter", async () => {
    expectValidationError(
      await send("POST", "/users/current/addresses", { ...MARINA_ADDRESS, line1: "Marina\u0000Walk" }),
      "line1",
    );
    expectValidationError(
      await send("PUT", "/users/current/carts/current/deliverymode?deliveryModeId=standard%00", {}),
      "deliveryModeId",
    );
    expectValidationError(
      await send("POST", "/emails/addEmailSubscription", { email: "a\u0000@example.com" }, false),
      "email",
    );
    const query = await t.app.inject(`${OCC}/products/search?query=cup%00`);
    expectValidationError(query, "query");
  });

  it("refuses NUL in the token endpoint's form body with an OAuth error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: TOKEN_URL,
      remoteAddress: freshIp(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "password",
        client_id: "mobile_android",
        client_secret: "secret",
        username: `${customer.email}\u0000`,
        password: customer.password,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("leaves tabs and line breaks in body text to each field's own rules", async () => {
    const response = await send("PATCH", "/users/current", { lastName: "Smith\tJones" });
    expect(response.statusCode).toBeLessThan(300);
  });
});

describe("invisible direction and zero-width characters", () => {
  it("drops them from names and address lines", async () => {
    const created = await send("POST", "/users/current/addresses", {
      ...MARINA_ADDRESS,
      firstName: "\u202EAlice\u202C",
      lastName: "Sm\u200Bith",
      line1: "\u2066Marina\uFEFF Walk\u2069",
    });
    expect(created.statusCode, created.body).toBe(201);
    const [address] = AddressList.parse(
      (await t.app.inject({ url: `${OCC}/users/current/addresses`, headers: bearer(token) })).json(),
    ).addresses;
    expect(address).toMatchObject({ firstName: "Alice", lastName: "Smith", line1: "Marina Walk" });

    const profile = await send("PATCH", "/users/current", { firstName: "Al\u200Dice\u200F" });
    expect(profile.statusCode).toBeLessThan(300);
    const user = (await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(token) })).json();
    expect(user.firstName).toBe("Alice");
  });
});
