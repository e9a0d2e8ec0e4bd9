import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wishlist } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import { bumpCatalogVersion } from "../cache/catalog-version.js";
import { products } from "../db/tables.js";

let t: TestApp;
let alice: RegisteredCustomer;
let bob: RegisteredCustomer;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  alice = await createCustomer(t, { firstName: "Alice" });
  bob = await createCustomer(t, { firstName: "Bob" });
  [aliceToken, bobToken] = await Promise.all([signIn(t, alice), signIn(t, bob)]);
});
afterAll(() => t.close());

function listOf(userId: string, token?: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${OCC}/users/${encodeURIComponent(userId)}/wishlist${query}`,
    headers: token ? bearer(token) : {},
  });
}

function add(userId: string, productCode: string, token?: string) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${encodeURIComponent(userId)}/wishlist/entries`,
    headers: token ? bearer(token) : {},
    payload: { productCode },
  });
}

function remove(userId: string, productCode: string, token?: string) {
  return t.app.inject({
    method: "DELETE",
    url: `${OCC}/users/${encodeURIComponent(userId)}/wishlist/entries/${encodeURIComponent(productCode)}`,
    headers: token ? bearer(token) : {},
  });
}

const codesOf = (body: Wishlist) => body.entries.map((entry) => entry.product.code);

describe("wishlist", () => {
  it("starts empty, then lists added products newest first, once each", async () => {
    expect((await listOf("current", aliceToken)).json()).toEqual({ entries: [] });

    const first = await add("current", CODES.cup, aliceToken);
    expect(first.statusCode).toBe(201);
    await add("current", CODES.lid, aliceToken);
    await add(alice.email, CODES.cup, aliceToken); // again, by uid: still one entry

    const response = await listOf("current", aliceToken);
    expect(response.statusCode).toBe(200);
    const body = Wishlist.parse(response.json());
    expect(codesOf(body)).toEqual([CODES.lid, CODES.cup]);
    expect(body.entries.map((entry) => entry.entryNumber)).toEqual([0, 1]);
    expect(body.entries[1]!.product).toMatchObject({ name: "Paper Cup 8oz", price: { value: 12.5 } });
  });

  it("selects product fields with entries(product(…)) and speaks Arabic", async () => {
    const response = await listOf("current", aliceToken, "?lang=ar&fields=entries(product(code,name))");
    const [lid, cup] = response.json().entries;
    expect(cup.product).toEqual({ code: CODES.cup, name: "كوب ورقي 8 أونصة" });
    expect(lid.product).toEqual({ code: CODES.lid, name: "غطاء كوب" });
  });

  it("removes a product; removing it again changes nothing", async () => {
    const removed = await remove("current", CODES.lid, aliceToken);
    expect(removed.statusCode).toBe(200);
    expect(codesOf(removed.json())).toEqual([CODES.cup]);
    expect(codesOf((await remove("current", CODES.lid, aliceToken)).json())).toEqual([CODES.cup]);
  });

  it("refuses kitting products, unknown and disabled products", async () => {
    const kit = await add("current", CODES.kit, aliceToken);
    expect(kit.statusCode).toBe(400);
    expect(kit.json().errors[0]).toMatchObject({ type: "WishlistError", reason: "kittingProduct", subject: CODES.kit });
    const unknown = await add("current", "9999-99", aliceToken);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
    const disabled = await add("current", CODES.retired, aliceToken);
    expect(disabled.statusCode).toBe(400);
    expect(codesOf((await listOf("current", aliceToken)).json())).toEqual([CODES.cup]);
  });

  it("hides a product disabled after it was added, and shows it again once enabled", async () => {
    await add("current", CODES.box, aliceToken);
    const setDisabled = async (disabled: boolean) => {
      await t.db.update(products).set({ disabled }).where(eq(products.code, CODES.box));
      await bumpCatalogVersion(t.db);
    };
    await setDisabled(true);
    expect(codesOf((await listOf("current", aliceToken)).json())).toEqual([CODES.cup]);
    await setDisabled(false);
    expect(codesOf((await listOf("current", aliceToken)).json())).toEqual([CODES.box, CODES.cup]);
    await remove("current", CODES.box, aliceToken);
  });

  it("refuses anonymous shoppers", async () => {
    for (const response of [
      await listOf("anonymous"),
      await listOf("current"),
      await add("anonymous", CODES.cup),
      await remove("current", CODES.cup),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].type).toBe("UnauthorizedError");
    }
    const withToken = await listOf("anonymous", aliceToken);
    expect(withToken.statusCode).toBe(403);
  });

  it("keeps each customer's wishlist to its owner", async () => {
    await add("current", CODES.lid, bobToken);
    expect(codesOf((await listOf("current", bobToken)).json())).toEqual([CODES.lid]);

    // Bob cannot read, add to or remove from Alice's wishlist by naming her uid.
    for (const response of [
      await listOf(alice.email, bobToken),
      await add(alice.email, CODES.box, bobToken),
      await remove(alice.email, CODES.cup, bobToken),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].type).toBe("ForbiddenError");
    }
    // A bad token is no way in either.
    expect((await listOf(alice.email, "not-a-token")).statusCode).toBe(401);

    expect(codesOf((await listOf("current", aliceToken)).json())).toEqual([CODES.cup]);
    expect(codesOf((await listOf(bob.email, bobToken)).json())).toEqual([CODES.lid]);
  });
});
