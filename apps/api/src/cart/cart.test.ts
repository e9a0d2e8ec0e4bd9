import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFils } from "@dukkan/money";
import { Cart, CartModification } from "@dukkan/occ/cart";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, insertRegionFixtures } from "../../test/fixtures.js";
import { deliveryModes, stockLevels } from "../db/tables.js";
import { carts } from "./cart.tables.js";
import {
  addEntry,
  contents,
  createCart,
  GUEST,
  getCart,
  newGuestCart,
  removeEntry,
  signedInCustomer,
  updateEntry,
  type Caller,
} from "./cart-test-support.js";

const aed = (fils: number) => formatFils(fils, "en");

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertRegionFixtures(db);
      await db.insert(deliveryModes).values([
        { code: "standard-gross", name: { en: "Home delivery" } },
        { code: "pickup", name: { en: "Pick up in store" }, pickup: true },
      ]);
    },
  });
  alice = await signedInCustomer(t, "Alice");
});
afterAll(() => t.close());

describe("guest carts", () => {
  it("are created empty with a code and guid, then read by guid", async () => {
    const created = await createCart(t, GUEST);
    expect(created.statusCode).toBe(201);
    const cart = Cart.parse(created.json());
    expect(cart.code).toMatch(/^\d{8}$/);
    expect(cart.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.user).toEqual({ uid: "anonymous", name: "Anonymous" });
    expect(cart).toMatchObject({ totalItems: 0, totalUnitCount: 0, entries: [], entryGroups: [] });
    expect(cart.totalPrice).toEqual({ currencyIso: "AED", value: 0, formattedValue: aed(0) });

    const read = await getCart(t, GUEST, cart.guid);
    expect(read.statusCode).toBe(200);
    expect(read.json().code).toBe(cart.code);
  });

  it("cannot be reached by code, by `current` or by an unknown guid", async () => {
    const created = (await createCart(t, GUEST)).json();
    for (const id of [created.code, "current", "3f1c1d5e-0000-4000-8000-000000000000", "not-a-cart"]) {
      const response = await getCart(t, GUEST, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        type: "CartError",
        reason: "notFound",
        message: "Cart not found.",
      });
    }
  });
});

describe("adding, updating and removing entries", () => {
  it("adds entries priced after the product's discount, and a second add raises the quantity", async () => {
    const guid = await newGuestCart(t);
    const added = await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const modification = CartModification.parse(added.json());
    expect(modification).toMatchObject({ statusCode: "success", quantity: 2, quantityAdded: 2 });
    expect(modification.entry).toMatchObject({
      entryNumber: 0,
      quantity: 2,
      basePrice: { value: 12.5, formattedValue: aed(1250) },
      totalPrice: { value: 25, formattedValue: aed(2500) },
      product: { code: CODES.cup, name: "Paper Cup 8oz", stock: { stockLevelStatus: "inStock", stockLevel: 100 } },
    });

    // 15% off the lid: 20.00 → 17.00 a unit. The OCC-style productCode field works too.
    const lid = (await addEntry(t, GUEST, guid, { productCode: CODES.lid, quantity: 1 })).json();
    expect(lid.entry).toMatchObject({ entryNumber: 1, basePrice: { value: 17 }, totalPrice: { value: 17 } });
    const again = (await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 2 })).json();
    expect(again).toMatchObject({
      statusCode: "success",
      quantity: 3,
      quantityAdded: 1 + 1,
      entry: { entryNumber: 1 },
    });

    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 2],
      [CODES.lid, 3],
    ]);
  });

  it("lowers asks above maxOrderQuantity or stock and says so", async () => {
    const guid = await newGuestCart(t);
    const cups = (await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 25 })).json();
    expect(cups).toMatchObject({
      statusCode: "maxOrderQuantityExceeded",
      quantity: 20,
      quantityAdded: 20,
      statusMessage: "Quantity for Paper Cup 8oz (#1001-01) was reduced to 20.",
    });
    const lids = (await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 9 })).json();
    expect(lids).toMatchObject({
      statusCode: "lowStock",
      quantity: 5,
      quantityAdded: 5,
      statusMessage: "Quantity for Cup Lid (#1001-02) was reduced to 5.",
    });
    const more = await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors[0]).toMatchObject({
      type: "InsufficientStockError",
      message: "The maximum stock level has been reached",
    });
    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 20],
      [CODES.lid, 5],
    ]);
  });

  it("refuses out-of-stock, disabled, base, kit and unknown products with clear messages, changing nothing", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    const refusals: [unknown, string, string][] = [
      [{ product: { code: CODES.box } }, "InsufficientStockError", "Kraft Box (Large) (#1002-01) is out of stock."],
      [
        { product: { code: CODES.container750 } },
        "InsufficientStockError",
        "Food Container 750 ml (#2001-02) is out of stock.",
      ],
      [{ product: { code: CODES.retired } }, "CartEntryError", "Product Retired Plate cannot be purchased"],
      [
        { product: { code: CODES.container1000 } },
        "CartEntryError",
        "Product Food Container 1000 ml cannot be purchased",
      ],
      [{ product: { code: CODES.container } }, "CartEntryError", "Product Food Container cannot be purchased"],
      [{ product: { code: CODES.kit } }, "CartEntryError", "Kitting products are added to the cart as bundles"],
      [{ product: { code: "9999-99" } }, "UnknownIdentifierError", "Product with code '9999-99' not found!"],
      [{ quantity: 1 }, "ValidationError", "product.code: Missing product information."],
      [{ product: {} }, "ValidationError", "product.code: Missing product information."],
    ];
    for (const [payload, type, message] of refusals) {
      const response = await addEntry(t, GUEST, guid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type, message });
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.cup, 1]]);
  });

  it("refuses negative, zero, fractional, huge and non-numeric quantities", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 3 });
    for (const quantity of [-1, 0, 1.5, 10_000, 2 ** 31, "3", null]) {
      const add = await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity });
      expect(add.statusCode, `add ${String(quantity)}`).toBe(400);
      expect(add.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "quantity" });
      if (quantity === 0) continue; // 0 is a valid update: it removes the entry
      const update = await updateEntry(t, GUEST, guid, 0, { quantity });
      expect(update.statusCode, `update ${String(quantity)}`).toBe(400);
    }
    for (const entryNumber of ["-1", "abc", "1e3x", "99999"]) {
      expect((await updateEntry(t, GUEST, guid, entryNumber, { quantity: 1 })).statusCode).toBe(400);
      expect((await removeEntry(t, GUEST, guid, entryNumber)).statusCode).toBe(400);
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.cup, 3]]);
  });

  it("sets quantities with PATCH and PUT, lowering them to what may be held", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });

    const patched = await updateEntry(t, GUEST, guid, 0, { quantity: 4 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ statusCode: "success", quantity: 4, quantityAdded: 3 });
    const put = await updateEntry(t, GUEST, guid, 1, { quantity: 8 }, "PUT");
    expect(put.json()).toMatchObject({
      statusCode: "lowStock",
      quantity: 5,
      statusMessage: "Quantity for Cup Lid (#1001-02) was reduced to 5.",
      entry: { entryNumber: 1, totalPrice: { value: 85 } },
    });
    const unknown = await updateEntry(t, GUEST, guid, 2, { quantity: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "CartEntryError", reason: "notFound", subject: "2" });

    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 4],
      [CODES.lid, 5],
    ]);
  });

  it("removes entries with DELETE or quantity 0, and the later entries move up", async () => {
    const guid = await newGuestCart(t);
    for (const code of [CODES.cup, CODES.lid, CODES.container500]) {
      await addEntry(t, GUEST, guid, { product: { code }, quantity: 1 });
    }
    const removed = await removeEntry(t, GUEST, guid, 0);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe("");
    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.lid, 1],
      [CODES.container500, 1],
    ]);
    const zero = await updateEntry(t, GUEST, guid, 1, { quantity: 0 });
    expect(zero.statusCode).toBe(200);
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
    const missing = await removeEntry(t, GUEST, guid, 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].type).toBe("CartEntryError");
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
  });
});

describe("totals", () => {
  let guid: string;
  beforeAll(async () => {
    guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 2 }); // 2 × 12.50
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 3 }); // 3 × 17.00 (list 20.00)
  });

  it("adds the area's shipping fee below its threshold, VAT included in the total", async () => {
    const cart = Cart.parse((await getCart(t, GUEST, guid, "area=AE-DU-MARINA")).json());
    expect(cart).toMatchObject({
      totalItems: 2,
      totalUnitCount: 5,
      deliveryItemsQuantity: 5,
      pickupItemsQuantity: 0,
      net: false,
      subTotal: { value: 76, formattedValue: aed(7600) },
      productDiscounts: { value: 9 },
      orderDiscounts: { value: 0 },
      totalDiscounts: { value: 9 },
      deliveryCost: { value: 15, formattedValue: aed(1500) },
      totalPrice: { value: 91 },
      totalPriceWithTax: { value: 91 },
      // 9100 fils × 5 / 105 = 433.33 → 4.33
      totalTax: { value: 4.33, formattedValue: aed(433) },
      hasAppliedShippingFeePromotion: false,
      appliedVouchers: [],
    });
    expect(cart.entryGroups).toEqual([
      {
        entryGroupNumber: 1,
        type: "STANDALONE",
        erroneous: false,
        maxStockQuantity: 20,
        quantity: 2,
        entries: [cart.entries![0]],
        entryGroups: [],
      },
      {
        entryGroupNumber: 2,
        type: "STANDALONE",
        erroneous: false,
        maxStockQuantity: 5,
        quantity: 3,
        entries: [cart.entries![1]],
        entryGroups: [],
      },
    ]);
  });

  it("charges an area without threshold always, and leaves delivery unpriced without an area", async () => {
    const deira = (await getCart(t, GUEST, guid, "area=AE-DU-DEIRA")).json();
    expect(deira).toMatchObject({ deliveryCost: { value: 10 }, totalPrice: { value: 86 } });
    const none = (await getCart(t, GUEST, guid)).json();
    expect(none.deliveryCost).toBeUndefined();
    expect(none.totalPrice.value).toBe(76);
    const unknownArea = (await getCart(t, GUEST, guid, "area=AE-DU-NOWHERE")).json();
    expect(unknownArea.deliveryCost).toBeUndefined();
  });

  it("delivers free at or above the area's threshold", async () => {
    const rich = await newGuestCart(t);
    await addEntry(t, GUEST, rich, { product: { code: CODES.cup }, quantity: 16 }); // 200.00 = threshold
    const atThreshold = (await getCart(t, GUEST, rich, "area=AE-DU-MARINA")).json();
    expect(atThreshold).toMatchObject({
      subTotal: { value: 200 },
      deliveryCost: { value: 0 },
      totalPrice: { value: 200 },
    });
    await updateEntry(t, GUEST, rich, 0, { quantity: 15 }); // 187.50: below again
    const below = (await getCart(t, GUEST, rich, "area=AE-DU-MARINA")).json();
    expect(below).toMatchObject({ deliveryCost: { value: 15 }, totalPrice: { value: 202.5 } });
  });

  it("charges no delivery when the cart's delivery mode is pick-up", async () => {
    const pickup = await newGuestCart(t);
    await addEntry(t, GUEST, pickup, { product: { code: CODES.cup }, quantity: 1 });
    await t.db.update(carts).set({ deliveryModeCode: "pickup" }).where(eq(carts.guid, pickup));
    const cart = (await getCart(t, GUEST, pickup, "area=AE-DU-MARINA")).json();
    expect(cart).toMatchObject({
      deliveryMode: { code: "pickup" },
      deliveryCost: { value: 0 },
      totalPrice: { value: 12.5 },
      deliveryItemsQuantity: 0,
      pickupItemsQuantity: 1,
    });
  });

  it("formats money in Arabic and prunes to `fields`", async () => {
    const arabic = (await getCart(t, GUEST, guid, "lang=ar")).json();
    expect(arabic.totalPrice.formattedValue).toBe(formatFils(7600, "ar"));
    expect(arabic.entries[1].product.name).toBe("غطاء كوب");

    const basic = (await getCart(t, GUEST, guid, "fields=BASIC")).json();
    expect(Object.keys(basic).sort()).toEqual(
      ["code", "guid", "subTotal", "totalItems", "totalPrice", "totalPriceWithTax", "totalUnitCount", "user"].sort(),
    );
    const picked = (
      await getCart(t, GUEST, guid, "fields=totalPrice(formattedValue),entries(quantity,product(code))")
    ).json();
    expect(picked).toEqual({
      code: basic.code,
      guid,
      totalPrice: { formattedValue: aed(7600) },
      entries: [
        { entryNumber: 0, quantity: 2, product: { code: CODES.cup } },
        { entryNumber: 1, quantity: 3, product: { code: CODES.lid } },
      ],
    });
  });
});

describe("customer carts", () => {
  it("are created once and reached by `current`, code or guid", async () => {
    const first = await createCart(t, alice);
    expect(first.statusCode).toBe(201);
    const second = await createCart(t, alice);
    expect(second.json().code).toBe(first.json().code);
    const cart = first.json();
    expect(cart.user.name).toBe("Alice Al Mansoori");
    for (const id of ["current", cart.code, cart.guid]) {
      expect((await getCart(t, alice, id)).json().code).toBe(cart.code);
    }
    const added = await addEntry(t, alice, "current", { product: { code: CODES.container500 }, quantity: 2 });
    // 10% off 3.00 → 2.70
    expect(added.json().entry).toMatchObject({ basePrice: { value: 2.7 }, totalPrice: { value: 5.4 } });
  });

  it("can be deleted, after which `current` is a new, empty cart", async () => {
    const carol = await signedInCustomer(t, "Carol");
    const none = await getCart(t, carol, "current");
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].type).toBe("CartError");
    const cart = (await createCart(t, carol)).json();
    await addEntry(t, carol, "current", { product: { code: CODES.cup }, quantity: 1 });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/occ/v2/dukkan/users/current/carts/${cart.code}`,
      headers: { authorization: `Bearer ${carol.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getCart(t, carol, "current")).statusCode).toBe(400);
    const fresh = (await createCart(t, carol)).json();
    expect(fresh.code).not.toBe(cart.code);
    expect(fresh.entries).toEqual([]);
  });
});

describe("time-boxed discounts", () => {
  it("price a line with only the discounts active now", async () => {
    await t.db.update(stockLevels).set({ available: 10 }).where(eq(stockLevels.productCode, CODES.box));
    try {
      const guid = await newGuestCart(t);
      const added = (await addEntry(t, GUEST, guid, { product: { code: CODES.box }, quantity: 2 })).json();
      // 45.00 − 2.50 (until the end of June); the expired 9.99 off and the July 50% do not apply on 15 June.
      expect(added.entry).toMatchObject({ basePrice: { value: 42.5 }, totalPrice: { value: 85 } });
      const cart = (await getCart(t, GUEST, guid)).json();
      expect(cart).toMatchObject({ subTotal: { value: 85 }, productDiscounts: { value: 5 } });
    } finally {
      await t.db.update(stockLevels).set({ available: 0 }).where(eq(stockLevels.productCode, CODES.box));
    }
  });
});
