/**
 * Kit bundles (shopping spec §3 Entry group, §4 Add to cart step 3 and Cart item count, §7 bundles/entrygroups).
 * The fixture kit "party-kit" holds 2 cups (100 in stock) and 2 lids (5 in stock): stock makes 2 kits at most.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { OCC } from "../account/account-test-support.js";
import { stockLevels } from "../db/tables.js";
import {
  addEntry,
  cartCall,
  contents,
  createCart,
  GUEST,
  getCart,
  itemCount,
  newGuestCart,
  signedInCustomer,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  alice = await signedInCustomer(t, "Alice");
  bob = await signedInCustomer(t, "Bob");
});
afterAll(() => t.close());

const KIT = { templateId: "party-kit", productCode: CODES.kit };
const addBundle = (caller: Caller, cartId: string, quantity?: number) =>
  cartCall(t, caller, "POST", `/${cartId}/bundles`, { payload: { ...KIT, quantity } });
const putBundle = (caller: Caller, cartId: string, payload: unknown) =>
  cartCall(t, caller, "PUT", `/${cartId}/bundles`, { payload });

describe("POST bundles", () => {
  it("starts a CONFIGURABLE_BUNDLE group priced at the kit's price, with the template's components", async () => {
    const guid = await newGuestCart(t);
    const added = await addBundle(GUEST, guid, 1);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ statusCode: "success", quantity: 1, quantityAdded: 1 });
    expect(added.json().entry).toMatchObject({ entryNumber: 0, quantity: 1, product: { code: CODES.kit } });
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 3 });

    const cart = (await getCart(t, GUEST, guid)).json();
    expect(cart.entryGroups).toHaveLength(2);
    expect(cart.entryGroups[0]).toMatchObject({
      entryGroupNumber: 1,
      id: "party-kit",
      label: "Party Kit",
      type: "CONFIGURABLE_BUNDLE",
      erroneous: false,
      maxStockQuantity: 2,
      quantity: 1,
      kittingEntry: { entryNumber: 0, quantity: 1, basePrice: { value: 29 }, totalPrice: { value: 29 } },
      entries: [
        { quantity: 2, updateable: false, totalPrice: { value: 0 }, product: { code: CODES.cup } },
        { quantity: 2, updateable: false, totalPrice: { value: 0 }, product: { code: CODES.lid } },
      ],
    });
    expect(cart.entryGroups[1]).toMatchObject({ entryGroupNumber: 2, type: "STANDALONE", quantity: 3 });
    // The kit costs its catalogue price (29.00), whatever its parts would cost; cups 3 × 12.50.
    expect(cart.subTotal.value).toBe(29 + 37.5);
    // Mini cart: one kit + three cups.
    expect(itemCount(cart)).toBe(4);
    expect(cart.totalUnitCount).toBe(4);

    const arabic = (await getCart(t, GUEST, guid, "lang=ar")).json();
    expect(arabic.entryGroups[0].label).toBe("طقم الحفلة");
  });

  it("adds to the kit already in the cart, lowered to what the components' stock allows", async () => {
    const guid = await newGuestCart(t);
    await addBundle(GUEST, guid, 1);
    const more = await addBundle(GUEST, guid, 5);
    expect(more.json()).toMatchObject({ statusCode: "lowStock", quantity: 2, quantityAdded: 1 });
    const full = await addBundle(GUEST, guid, 1);
    expect(full.statusCode).toBe(400);
    expect(full.json().errors[0].reason).toBe("maxStockLevelReached");
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.kit, 2]]);
  });

  it("refuses a template of another product, an unknown template, bad input, and kits as plain entries", async () => {
    const guid = await newGuestCart(t);
    const cases: [unknown, number, string][] = [
      [{ templateId: "party-kit", productCode: CODES.cup }, 400, "CartEntryGroupError"],
      [{ templateId: "no-such-kit", productCode: CODES.kit }, 400, "CartEntryGroupError"],
      [{ templateId: "party kit'; drop", productCode: CODES.kit }, 400, "ValidationError"],
      [{ ...KIT, quantity: 0 }, 400, "ValidationError"],
      [{ ...KIT, quantity: 100000 }, 400, "ValidationError"],
      [{ ...KIT, quantity: 1.5 }, 400, "ValidationError"],
      [{ productCode: CODES.kit }, 400, "ValidationError"],
    ];
    for (const [payload, status, type] of cases) {
      const response = await cartCall(t, GUEST, "POST", `/${guid}/bundles`, { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errors[0].type).toBe(type);
    }
    const plain = await addEntry(t, GUEST, guid, { product: { code: CODES.kit }, quantity: 1 });
    expect(plain.json().errors[0].reason).toBe("kittingProduct");
    expect(await contents(t, GUEST, guid)).toEqual([]);
  });
});

describe("PUT bundles and DELETE entrygroups", () => {
  it("sets the kit quantity by group number or template id, and 0 removes the bundle", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    await addBundle(GUEST, guid, 2);
    const one = await putBundle(GUEST, guid, { entryGroupId: 2, quantity: 1 });
    expect(one.json()).toMatchObject({ statusCode: "success", quantity: 1, entry: { product: { code: CODES.kit } } });
    const byTemplate = await putBundle(GUEST, guid, { entryGroupId: "party-kit", quantity: 9 });
    expect(byTemplate.json()).toMatchObject({ statusCode: "lowStock", quantity: 2 });
    const byNumber = await putBundle(GUEST, guid, { entryGroupNumber: 2, quantity: 1 });
    expect(byNumber.json().quantity).toBe(1);
    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 1],
      [CODES.kit, 1],
    ]);
    // A standalone group is not a bundle; unknown groups are refused; nothing changes.
    for (const payload of [{ entryGroupId: 1, quantity: 3 }, { entryGroupId: 7, quantity: 1 }, { quantity: 1 }]) {
      expect((await putBundle(GUEST, guid, payload)).statusCode).toBe(400);
    }
    const removed = await putBundle(GUEST, guid, { entryGroupId: 2, quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe("");
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.cup, 1]]);
  });

  it("removes a group with its entries; the groups after it move up", async () => {
    const guid = await newGuestCart(t);
    await addBundle(GUEST, guid, 1);
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    const gone = await cartCall(t, GUEST, "DELETE", `/${guid}/entrygroups/1`);
    expect(gone.statusCode).toBe(200);
    const cart = (await getCart(t, GUEST, guid)).json();
    expect(cart.entryGroups).toMatchObject([{ entryGroupNumber: 1, type: "STANDALONE", quantity: 1 }]);
    for (const number of ["2", "0", "x"]) {
      const refused = await cartCall(t, GUEST, "DELETE", `/${guid}/entrygroups/${number}`);
      expect(refused.statusCode).toBe(400);
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
  });
});

describe("bundle ownership", () => {
  it("answers another customer's cart and a guest cart with a customer token as errors, changing nothing", async () => {
    const aliceCart = (await createCart(t, alice)).json();
    await addBundle(alice, "current", 1);
    for (const id of [aliceCart.code, aliceCart.guid]) {
      for (const response of [
        await addBundle(bob, id, 1),
        await putBundle(bob, id, { entryGroupId: 1, quantity: 2 }),
        await cartCall(t, bob, "DELETE", `/${id}/entrygroups/1`),
        await addBundle(GUEST, id, 1),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "notFound" });
      }
    }
    const guid = await newGuestCart(t);
    const asAlice = { userId: "anonymous", token: alice.token };
    const crossed = await addBundle(asAlice, guid, 1);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().errors[0].type).toBe("CartError");
    expect(await contents(t, alice, "current")).toEqual([[CODES.kit, 1]]);
    expect(await contents(t, GUEST, guid)).toEqual([]);
  });
});

describe("bundles against live stock", () => {
  it("marks a bundle erroneous when a component runs short; stockCheck fails and validate removes it", async () => {
    const guid = await newGuestCart(t);
    await addBundle(GUEST, guid, 2);
    await t.db.update(stockLevels).set({ available: 3 }).where(eq(stockLevels.productCode, CODES.lid));
    try {
      const cart = (await getCart(t, GUEST, guid)).json();
      expect(cart.entryGroups[0]).toMatchObject({ erroneous: true, maxStockQuantity: 1, quantity: 2 });
      const check = await cartCall(t, GUEST, "GET", `/${guid}/stockCheck`);
      expect(check.json()).toEqual({ message: "FAILED" });
      const validated = await cartCall(t, GUEST, "POST", `/${guid}/validate`);
      expect(validated.json().cartModifications).toMatchObject([{ statusCode: "lowStock", quantity: 1 }]);
      expect((await cartCall(t, GUEST, "GET", `/${guid}/stockCheck`)).json()).toEqual({ message: "SUCCESS" });
      await t.db.update(stockLevels).set({ available: 1 }).where(eq(stockLevels.productCode, CODES.lid));
      const emptied = await cartCall(t, GUEST, "POST", `/${guid}/validate`);
      expect(emptied.json().cartModifications).toMatchObject([{ statusCode: "noStock", quantity: 0 }]);
      expect(await contents(t, GUEST, guid)).toEqual([]);
    } finally {
      await t.db.update(stockLevels).set({ available: 5 }).where(eq(stockLevels.productCode, CODES.lid));
    }
  });
});

describe("products/{code}?fields=bundleTemplates", () => {
  it("answers the kit's templates with their components, which the add-to-cart rule needs", async () => {
    const response = await t.app.inject({
      url: `${OCC}/products/${encodeURIComponent(CODES.kit)}?fields=bundleTemplates`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: CODES.kit,
      bundleTemplates: [
        {
          id: "party-kit",
          name: "Party Kit",
          version: "1.0",
          products: [
            { code: CODES.cup, quantity: 2 },
            { code: CODES.lid, quantity: 2 },
          ],
        },
      ],
    });
  });
});
