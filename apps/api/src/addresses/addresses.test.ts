import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Address, AddressList } from "@dukkan/occ/address";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertRegionFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import { MARINA_ADDRESS as MARINA } from "../checkout/checkout-test-support.js";

let t: TestApp;
let alice: RegisteredCustomer;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  t = await createTestApp({ seed: insertRegionFixtures });
  alice = await createCustomer(t, { firstName: "Alice" });
  const bob = await createCustomer(t, { firstName: "Bob" });
  [aliceToken, bobToken] = await Promise.all([signIn(t, alice), signIn(t, bob)]);
});
afterAll(() => t.close());

const SHARJAH = {
  ...MARINA,
  line1: "Al Qasba 2",
  line2: undefined,
  town: "Sharjah",
  region: { isocode: "AE-SH" },
  area: { isocode: "AE-SH-CENTRAL" },
};

function call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${OCC}/users/${path}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const list = async (token = aliceToken, query = "") =>
  AddressList.parse((await call("GET", `current/addresses${query}`, token)).json()).addresses;

describe("address book", () => {
  let marinaId: string;
  let sharjahId: string;

  it("adds the first address as the default, with names and the formatted address", async () => {
    const response = await call("POST", "current/addresses", aliceToken, MARINA);
    expect(response.statusCode).toBe(201);
    const address = Address.parse(response.json());
    marinaId = address.id;
    expect(address).toMatchObject({
      firstName: "Alice",
      line2: "Apt 1203",
      country: { isocode: "AE", name: "United Arab Emirates" },
      region: { isocode: "AE-DU", isocodeShort: "DU", name: "Dubai", area: { isocode: "AE-DU-MARINA" } },
      area: { isocode: "AE-DU-MARINA", name: "Dubai Marina" },
      phone: "971501234567",
      latitude: 25.08,
      defaultAddress: true,
      shippingAddress: true,
      visibleInAddressBook: true,
      formattedAddress: "Marina Walk 5, Apt 1203, Dubai Marina, Dubai, United Arab Emirates",
    });
  });

  it("adds a second address that is not the default, and lists the default first", async () => {
    const response = await call("POST", `${encodeURIComponent(alice.email)}/addresses`, aliceToken, SHARJAH);
    expect(response.statusCode).toBe(201);
    sharjahId = response.json().id;
    expect(response.json()).toMatchObject({ defaultAddress: false });
    expect(response.json()).not.toHaveProperty("line2");
    const addresses = await list();
    expect(addresses.map((address) => [address.id, address.defaultAddress])).toEqual([
      [marinaId, true],
      [sharjahId, false],
    ]);
  });

  it("names places in Arabic", async () => {
    const [marina] = await list(aliceToken, "?lang=ar");
    expect(marina).toMatchObject({ region: { name: "دبي" }, area: { name: "دبي مارينا" } });
    expect(marina!.country.name).toBe("الإمارات العربية المتحدة");
  });

  it("sets another address as the default with PATCH, leaving exactly one default", async () => {
    const response = await call("PATCH", `current/addresses/${sharjahId}`, aliceToken, { defaultAddress: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sharjahId, defaultAddress: true, town: "Sharjah" });
    const addresses = await list();
    expect(addresses.filter((address) => address.defaultAddress).map((address) => address.id)).toEqual([sharjahId]);
    expect(addresses[0]!.id).toBe(sharjahId);
  });

  it("replaces an address with PUT and changes single fields with PATCH", async () => {
    const put = await call("PUT", `current/addresses/${marinaId}`, aliceToken, {
      ...MARINA,
      line2: "",
      town: "Dubai ",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).not.toHaveProperty("line2");
    expect(put.json()).toMatchObject({ town: "Dubai", defaultAddress: false });

    const patch = await call("PATCH", `current/addresses/${marinaId}`, aliceToken, { firstName: "Alia" });
    expect(patch.json()).toMatchObject({ firstName: "Alia", lastName: "Khan", line1: "Marina Walk 5" });
    const one = await call("GET", `current/addresses/${marinaId}`, aliceToken);
    expect(one.json()).toMatchObject({ id: marinaId, firstName: "Alia" });
  });

  it("validates the fields (spec checkout §5.1) and the place", async () => {
    const missing = await call("POST", "current/addresses", aliceToken, {
      ...MARINA,
      firstName: " ",
      line1: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((error: { subject: string }) => error.subject)
        .sort(),
    ).toEqual(["firstName", "line1"]);

    const letters = await call("POST", "current/addresses", aliceToken, { ...MARINA, phone: "05x123" });
    expect(letters.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "phone" });

    const wrongRegion = await call("POST", "current/addresses", aliceToken, {
      ...MARINA,
      region: { isocode: "AE-SH" },
    });
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "area.isocode" });

    const unknownArea = await call("POST", "current/addresses", aliceToken, {
      ...MARINA,
      area: { isocode: "AE-DU-NOWHERE" },
    });
    expect(unknownArea.json().errors[0]).toMatchObject({ subject: "area.isocode" });

    const otherCountry = await call("POST", "current/addresses", aliceToken, {
      ...MARINA,
      country: { isocode: "SA" },
      region: { isocode: "SA-RI" },
      area: { isocode: "SA-RI-OLAYA" },
    });
    expect(otherCountry.json().errors[0]).toMatchObject({ subject: "country.isocode" });
    expect(await list()).toHaveLength(2);
  });

  it("keeps each customer's addresses to themselves", async () => {
    expect(await list(bobToken)).toEqual([]);
    for (const [method, payload] of [
      ["GET", undefined],
      ["PATCH", { defaultAddress: true }],
      ["PUT", MARINA],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, `current/addresses/${marinaId}`, bobToken, payload);
      expect(response.statusCode, method).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "address" });
    }
    const byUid = await call("GET", `${encodeURIComponent(alice.email)}/addresses`, bobToken);
    expect(byUid.statusCode).toBe(403);
    expect(byUid.json().errors[0].type).toBe("ForbiddenError");
    expect((await call("GET", "anonymous/addresses")).statusCode).toBe(401);
    expect((await call("GET", "current/addresses")).statusCode).toBe(401);
    // Alice's address is untouched.
    expect((await list()).find((address) => address.id === marinaId)).toMatchObject({ firstName: "Alia" });
  });

  it("deletes addresses; deleting the default makes the oldest remaining one the default", async () => {
    const third = (await call("POST", "current/addresses", aliceToken, { ...MARINA, line1: "Third" })).json();
    expect((await call("DELETE", `current/addresses/${sharjahId}`, aliceToken)).statusCode).toBe(200);
    const addresses = await list();
    expect(addresses.map((address) => [address.id, address.defaultAddress])).toEqual([
      [marinaId, true],
      [third.id, false],
    ]);
    const again = await call("DELETE", `current/addresses/${sharjahId}`, aliceToken);
    expect(again.statusCode).toBe(400);
  });

  it("makes a new address the default when asked", async () => {
    const response = await call("POST", "current/addresses", aliceToken, { ...SHARJAH, defaultAddress: true });
    expect(response.json().defaultAddress).toBe(true);
    expect((await list()).filter((address) => address.defaultAddress)).toHaveLength(1);
  });
});
