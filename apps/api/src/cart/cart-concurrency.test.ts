/**
 * Two tabs on one cart: requests fired in parallel (on PostgreSQL they run on separate connections at once)
 * must neither lose nor double an entry, and never hold more than may be held.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { createCustomer } from "../account/account-test-support.js";
import { carts } from "./cart.tables.js";
import {
  addEntry,
  contents,
  createCart,
  GUEST,
  newGuestCart,
  signedIn,
  updateEntry,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

describe("parallel requests on one cart", () => {
  it("counts every one of many parallel adds of the same product, once", async () => {
    const guid = await newGuestCart(t);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        addEntry(t, GUEST, guid, { product: { code: CODES.container500 }, quantity: 2 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.container500, 24]]);
  });

  it("keeps one entry per product when different products are added in parallel from two tabs", async () => {
    const guid = await newGuestCart(t);
    const tab = (code: string) =>
      Array.from({ length: 5 }, () => addEntry(t, GUEST, guid, { product: { code }, quantity: 1 }));
    await Promise.all([...tab(CODES.cup), ...tab(CODES.lid), ...tab(CODES.container500)]);
    const entries = await contents(t, GUEST, guid);
    expect(entries.map(([code]) => code).sort()).toEqual([CODES.cup, CODES.lid, CODES.container500].sort());
    expect(entries.every(([, quantity]) => quantity === 5)).toBe(true);
  });

  it("never goes above stock however many parallel adds race for the last units", async () => {
    const guid = await newGuestCart(t);
    // The lid has 5 in stock: 10 parallel adds of 1 → exactly 5 succeed, 5 are told the maximum is reached.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(400)]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json().errors[0].message).toBe("The maximum stock level has been reached");
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 5]]);
  });

  it("applies parallel updates and adds without losing either", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    await Promise.all([
      updateEntry(t, GUEST, guid, 0, { quantity: 7 }),
      addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 2 }),
      addEntry(t, GUEST, guid, { product: { code: CODES.container500 }, quantity: 3 }),
      updateEntry(t, GUEST, guid, 0, { quantity: 7 }, "PUT"),
    ]);
    const entries = await contents(t, GUEST, guid);
    expect(entries[0]).toEqual([CODES.cup, 7]);
    expect(entries.slice(1).sort()).toEqual(
      [
        [CODES.lid, 2],
        [CODES.container500, 3],
      ].sort(),
    );
  });
});

describe("parallel cart creation and merging", () => {
  let customer: Caller;
  let uid: string;
  beforeAll(async () => {
    const account = await createCustomer(t, { firstName: "Farah" });
    uid = account.email;
    customer = await signedIn(t, account);
  });

  it("gives a customer one cart however many tabs create it at once", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => createCart(t, customer)));
    expect(new Set(responses.map((response) => response.json().code)).size).toBe(1);
    expect(await t.db.select().from(carts).where(eq(carts.customerUid, uid))).toHaveLength(1);
  });

  it("merges a guest cart once when sign-in is submitted twice at the same time", async () => {
    await addEntry(t, customer, "current", { product: { code: CODES.cup }, quantity: 2 });
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 3 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    const responses = await Promise.all([
      createCart(t, customer, `oldCartId=${guid}`),
      createCart(t, customer, `oldCartId=${guid}`),
      addEntry(t, GUEST, guid, { product: { code: CODES.container500 }, quantity: 1 }),
    ]);
    const merges = responses
      .slice(0, 2)
      .map((response) => response.statusCode)
      .sort();
    expect(merges).toEqual([201, 400]);
    const entries = new Map(await contents(t, customer, "current"));
    expect(entries.get(CODES.cup)).toBe(5);
    expect(entries.get(CODES.lid)).toBe(1);
    // The guest's last add either landed before the merge (and moved with it) or found the cart gone.
    const lateAdd = responses[2]!;
    expect(entries.get(CODES.container500)).toBe(lateAdd.statusCode === 200 ? 1 : undefined);
  });
});
