import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { createCustomer, type RegisteredCustomer } from "../account/account-test-support.js";
import {
  addEntry,
  contents,
  createCart,
  GUEST,
  getCart,
  newGuestCart,
  removeEntry,
  signedIn,
  signedInCustomer,
  updateEntry,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;
let aliceAccount: RegisteredCustomer;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  aliceAccount = await createCustomer(t, { firstName: "Alice" });
  const bobAccount = await createCustomer(t, { firstName: "Bob" });
  alice = await signedIn(t, aliceAccount);
  bob = await signedIn(t, bobAccount);
});
afterAll(() => t.close());

const expectCartNotFound = (response: { statusCode: number; json(): { errors: unknown[] } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "notFound", subjectType: "cart" });
};

describe("ownership", () => {
  it("answers another customer's cart, by code or guid, exactly like an unknown one, and changes nothing", async () => {
    const aliceCart = (await createCart(t, alice)).json();
    await addEntry(t, alice, "current", { product: { code: CODES.cup }, quantity: 2 });
    for (const id of [aliceCart.code, aliceCart.guid]) {
      expectCartNotFound(await getCart(t, bob, id));
      expectCartNotFound(await addEntry(t, bob, id, { product: { code: CODES.lid }, quantity: 1 }));
      expectCartNotFound(await updateEntry(t, bob, id, 0, { quantity: 9 }));
      expectCartNotFound(await removeEntry(t, bob, id, 0));
      expectCartNotFound(
        await t.app.inject({
          method: "DELETE",
          url: `/occ/v2/dukkan/users/current/carts/${id}`,
          headers: { authorization: `Bearer ${bob.token}` },
        }),
      );
      // A guest cannot reach a customer's cart either, even knowing its guid.
      expectCartNotFound(await getCart(t, GUEST, id));
      expectCartNotFound(await addEntry(t, GUEST, id, { product: { code: CODES.lid }, quantity: 1 }));
    }
    expect(await contents(t, alice, "current")).toEqual([[CODES.cup, 2]]);
  });

  it("does not let a customer's token use a guest cart as the customer's own", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    expectCartNotFound(await getCart(t, alice, guid));
    expectCartNotFound(await addEntry(t, alice, guid, { product: { code: CODES.cup }, quantity: 1 }));
    expectCartNotFound(await removeEntry(t, alice, guid, 0));
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
  });

  it("refuses a customer's token on guest carts, changing nothing", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    const asCustomer = { userId: "anonymous", token: alice.token };
    for (const response of [
      await getCart(t, asCustomer, guid),
      await addEntry(t, asCustomer, guid, { product: { code: CODES.cup }, quantity: 1 }),
      await updateEntry(t, asCustomer, guid, 0, { quantity: 3 }),
      await removeEntry(t, asCustomer, guid, 0),
      await createCart(t, asCustomer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "forbidden" });
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
  });

  it("answers hostile cart ids with a 4xx envelope", async () => {
    const ids = [
      encodeURIComponent("' OR 1=1 --"),
      "A".repeat(5000),
      "%00",
      encodeURIComponent("<script>alert(1)</script>"),
      "99999999999999999999",
      "-1",
    ];
    for (const id of ids) {
      for (const caller of [GUEST, alice]) {
        const response = await getCart(t, caller, id);
        expect(response.statusCode, id.slice(0, 40)).toBe(400);
        expect(response.json().errors[0].type).toMatch(/^(CartError|ValidationError)$/);
      }
    }
  });

  it("needs a token for `current` and the token's own uid for a named user", async () => {
    const anonymousCurrent = await getCart(t, { userId: "current" }, "current");
    expect(anonymousCurrent.statusCode).toBe(401);
    const namedOther = await getCart(t, { userId: aliceAccount.email, token: bob.token }, "current");
    expect(namedOther.statusCode).toBe(403);
    const named = await getCart(t, { userId: aliceAccount.email, token: alice.token }, "current");
    expect(named.statusCode).toBe(200);
  });
});

describe("merging the guest cart at sign-in", () => {
  async function guestCartWith(entries: [string, number][]): Promise<string> {
    const guid = await newGuestCart(t);
    for (const [code, quantity] of entries) await addEntry(t, GUEST, guid, { product: { code }, quantity });
    return guid;
  }

  it("moves a guest cart into a customer without a cart", async () => {
    const dana = await signedInCustomer(t, "Dana");
    const guid = await guestCartWith([
      [CODES.cup, 3],
      [CODES.lid, 1],
    ]);
    const merged = await createCart(t, dana, `oldCartId=${guid}`);
    expect(merged.statusCode).toBe(201);
    expect(merged.json().user.name).toBe("Dana Al Mansoori");
    expect(await contents(t, dana, "current")).toEqual([
      [CODES.cup, 3],
      [CODES.lid, 1],
    ]);
    expectCartNotFound(await getCart(t, GUEST, guid));
  });

  it("sums quantities of products in both carts, lowered to the maximum but never below either cart", async () => {
    const erin = await signedInCustomer(t, "Erin");
    const own = (await createCart(t, erin)).json();
    await addEntry(t, erin, "current", { product: { code: CODES.cup }, quantity: 12 }); // max 20 (maxOrderQuantity)
    await addEntry(t, erin, "current", { product: { code: CODES.container500 }, quantity: 1 });
    const guid = await guestCartWith([
      [CODES.lid, 2],
      [CODES.cup, 15],
      [CODES.container500, 4],
    ]);

    const merged = await createCart(t, erin, `oldCartId=${guid}&toMergeCartGuid=${own.guid}`);
    expect(merged.statusCode).toBe(201);
    expect(merged.json().code).toBe(own.code);
    expect(await contents(t, erin, "current")).toEqual([
      [CODES.cup, 20],
      [CODES.container500, 5],
      [CODES.lid, 2],
    ]);
    expectCartNotFound(await getCart(t, GUEST, guid));

    // The same sign-in submitted twice: the guest cart is gone, nothing is added again.
    expectCartNotFound(await createCart(t, erin, `oldCartId=${guid}`));
    expect(await contents(t, erin, "current")).toHaveLength(3);
  });

  it("refuses to merge another customer's cart or into a cart that is not the customer's", async () => {
    const bobCart = (await createCart(t, bob)).json();
    await addEntry(t, bob, "current", { product: { code: CODES.lid }, quantity: 1 });
    const aliceBefore = await contents(t, alice, "current");
    expectCartNotFound(await createCart(t, alice, `oldCartId=${bobCart.guid}`));
    const guid = await guestCartWith([[CODES.cup, 1]]);
    expectCartNotFound(await createCart(t, alice, `oldCartId=${guid}&toMergeCartGuid=${bobCart.guid}`));
    expect(await contents(t, alice, "current")).toEqual(aliceBefore);
    expect(await contents(t, bob, "current")).toEqual([[CODES.lid, 1]]);
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.cup, 1]]);
  });

  it("gives a guest back their cart for oldCartId, and a new one otherwise", async () => {
    const guid = await guestCartWith([[CODES.cup, 1]]);
    expect((await createCart(t, GUEST, `oldCartId=${guid}`)).json().guid).toBe(guid);
    const other = (await createCart(t, GUEST, "oldCartId=not-a-guid")).json();
    expect(other.guid).not.toBe(guid);
    expect(other.entries).toEqual([]);
  });
});
