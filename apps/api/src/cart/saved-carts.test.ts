/**
 * Saved carts (shopping spec §2.16, §7): list, save, read, restore (the replaced cart is saved when not empty),
 * flag for deletion, clone. Signed-in customers only; each customer reaches only their own carts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import {
  addEntry,
  cartCall,
  contents,
  createCart,
  GUEST,
  getCart,
  newGuestCart,
  signedInCustomer,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

const save = (caller: Caller, cartId: string, query: string) =>
  cartCall(t, caller, "PATCH", `/${cartId}/save`, { query });
const savedList = async (caller: Caller) =>
  (await cartCall(t, caller, "GET", "", { query: "savedCartsOnly=true" })).json().carts as {
    code: string;
    name: string;
    entries: { product: { code: string }; quantity: number }[];
  }[];

describe("saving a cart", () => {
  it("names the cart, stamps saveTime, and the customer's next cart starts empty", async () => {
    const alice = await signedInCustomer(t, "Alice");
    const cart = (await createCart(t, alice)).json();
    await addEntry(t, alice, "current", { product: { code: CODES.cup }, quantity: 2 });
    const saved = await save(alice, "current", "saveCartName=Weekly%20order&saveCartDescription=For%20the%20cafe");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().savedCartData).toMatchObject({
      code: cart.code,
      name: "Weekly order",
      description: "For the cafe",
      saveTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      entries: [{ quantity: 2, product: { code: CODES.cup } }],
      totalPrice: { value: 25 },
    });
    // The saved cart is no longer the current cart.
    expect((await getCart(t, alice, "current")).statusCode).toBe(400);
    const next = (await createCart(t, alice)).json();
    expect(next.code).not.toBe(cart.code);
    expect(next.entries ?? []).toEqual([]);

    const list = await cartCall(t, alice, "GET", "", {
      query: "savedCartsOnly=true&fields=carts(code,name,description,saveTime,entries,totalPrice)",
    });
    expect(list.json().carts).toMatchObject([
      { code: cart.code, name: "Weekly order", description: "For the cafe", totalPrice: { value: 25 } },
    ]);
    const all = (await cartCall(t, alice, "GET", "")).json().carts.map((c: { code: string }) => c.code);
    expect(all).toEqual([next.code, cart.code]);

    const read = await cartCall(t, alice, "GET", `/${cart.code}/savedcart`, {
      query: "fields=savedCartData(code,name)",
    });
    expect(read.json()).toEqual({ savedCartData: { code: cart.code, guid: cart.guid, name: "Weekly order" } });
    const notSaved = await cartCall(t, alice, "GET", "/current/savedcart");
    expect(notSaved.json().errors[0]).toMatchObject({ type: "CartError", reason: "notSaved" });
  });

  it("refuses an empty cart and over-long names", async () => {
    const amal = await signedInCustomer(t, "Amal");
    await createCart(t, amal);
    const empty = await save(amal, "current", "saveCartName=Nothing");
    expect(empty.json().errors[0].reason).toBe("empty");
    await addEntry(t, amal, "current", { product: { code: CODES.lid }, quantity: 1 });
    expect((await save(amal, "current", `saveCartName=${"n".repeat(256)}`)).statusCode).toBe(400);
    expect(await savedList(amal)).toEqual([]);
  });
});

describe("restoring, deleting and cloning", () => {
  it("restores a saved cart as the current cart and saves the cart it replaces", async () => {
    const omar = await signedInCustomer(t, "Omar");
    const first = (await createCart(t, omar)).json();
    await addEntry(t, omar, "current", { product: { code: CODES.cup }, quantity: 1 });
    await save(omar, "current", "saveCartName=Cups");
    const second = (await createCart(t, omar)).json();
    await addEntry(t, omar, "current", { product: { code: CODES.lid }, quantity: 3 });

    const restored = await cartCall(t, omar, "PATCH", `/${first.code}/restoresavedcart`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().savedCartData).toMatchObject({ code: first.code, name: "Cups" });
    expect(restored.json().savedCartData.saveTime).toBeUndefined();
    expect(await contents(t, omar, "current")).toEqual([[CODES.cup, 1]]);
    // The lids were not lost: that cart is saved now, under its code.
    expect(await savedList(omar)).toMatchObject([
      { code: second.code, name: second.code, entries: [{ quantity: 3, product: { code: CODES.lid } }] },
    ]);

    // Restoring over an empty current cart deletes the empty one.
    await save(omar, "current", "saveCartName=Cups%20again");
    const empty = (await createCart(t, omar)).json();
    await cartCall(t, omar, "PATCH", `/${second.code}/restoresavedcart`);
    expect((await getCart(t, omar, empty.code)).statusCode).toBe(400);
    expect((await savedList(omar)).map((cart) => cart.name)).toEqual(["Cups again"]);
    // The current cart is not a saved cart.
    expect((await cartCall(t, omar, "PATCH", "/current/restoresavedcart")).json().errors[0].reason).toBe("notSaved");
  });

  it("clones a saved cart with its entries, and flags one for deletion", async () => {
    const huda = await signedInCustomer(t, "Huda");
    const cart = (await createCart(t, huda)).json();
    await addEntry(t, huda, "current", { product: { code: CODES.cup }, quantity: 4 });
    await save(huda, "current", "saveCartName=Party");
    const clone = await cartCall(t, huda, "POST", `/${cart.code}/clonesavedcart`, { query: "name=Party%202" });
    expect(clone.statusCode).toBe(200);
    const copy = clone.json().savedCartData;
    expect(copy).toMatchObject({ name: "Party 2", entries: [{ quantity: 4, product: { code: CODES.cup } }] });
    expect(copy.code).not.toBe(cart.code);

    const flagged = await cartCall(t, huda, "PATCH", `/${cart.code}/flagForDeletion`);
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().savedCartData).toMatchObject({ code: cart.code, name: "Party" });
    expect((await cartCall(t, huda, "GET", `/${cart.code}/savedcart`)).json().errors[0].reason).toBe("notFound");
    expect((await savedList(huda)).map((saved) => saved.name)).toEqual(["Party 2"]);
  });
});

describe("parallel restores", () => {
  it("leaves exactly one current cart and loses no cart when two saved carts are restored at once", async () => {
    const lina = await signedInCustomer(t, "Lina");
    const codes: string[] = [];
    for (const product of [CODES.cup, CODES.lid, CODES.container500]) {
      codes.push((await createCart(t, lina)).json().code);
      await addEntry(t, lina, "current", { product: { code: product }, quantity: 1 });
      await save(lina, "current", `saveCartName=${product}`);
    }
    const responses = await Promise.all([
      cartCall(t, lina, "PATCH", `/${codes[0]}/restoresavedcart`),
      cartCall(t, lina, "PATCH", `/${codes[1]}/restoresavedcart`),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const current = (await getCart(t, lina, "current")).json().code;
    expect([codes[0], codes[1]]).toContain(current);
    const saved = (await savedList(lina)).map((cart) => cart.code).sort();
    expect(saved).toEqual(codes.filter((code) => code !== current).sort());
  });
});

describe("who may use saved carts", () => {
  it("refuses guests with 403 and answers another customer's saved cart like an unknown one", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    for (const response of [
      await cartCall(t, GUEST, "GET", "", { query: "savedCartsOnly=true" }),
      await save(GUEST, guid, "saveCartName=Mine"),
      await cartCall(t, GUEST, "GET", `/${guid}/savedcart`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].type).toBe("CartError");
    }
    expect((await cartCall(t, { userId: "current" }, "GET", "", { query: "savedCartsOnly=true" })).statusCode).toBe(
      401,
    );

    const zaid = await signedInCustomer(t, "Zaid");
    const rami = await signedInCustomer(t, "Rami");
    const zaidCart = (await createCart(t, zaid)).json();
    await addEntry(t, zaid, "current", { product: { code: CODES.cup }, quantity: 2 });
    await save(zaid, "current", "saveCartName=Zaid");
    await createCart(t, rami);
    for (const id of [zaidCart.code, zaidCart.guid]) {
      for (const response of [
        await cartCall(t, rami, "GET", `/${id}/savedcart`),
        await save(rami, id, "saveCartName=Taken"),
        await cartCall(t, rami, "PATCH", `/${id}/restoresavedcart`),
        await cartCall(t, rami, "PATCH", `/${id}/flagForDeletion`),
        await cartCall(t, rami, "POST", `/${id}/clonesavedcart`),
        await addEntry(t, rami, id, { product: { code: CODES.lid }, quantity: 1 }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "notFound" });
      }
    }
    expect(await savedList(rami)).toEqual([]);
    expect(await savedList(zaid)).toMatchObject([{ name: "Zaid", entries: [{ quantity: 2 }] }]);
  });
});
