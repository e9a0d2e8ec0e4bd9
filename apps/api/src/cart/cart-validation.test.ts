import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFils } from "@dukkan/money";
import { CartModificationList } from "@dukkan/occ/cart";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { createCustomer } from "../account/account-test-support.js";
import { prices, products, stockLevels } from "../db/tables.js";
import {
  addEntry,
  cartCall,
  contents,
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

function validate(caller: Caller, cartId: string, query = "") {
  return cartCall(t, caller, "POST", `/${cartId}/validate`, { query });
}

function stockCheck(caller: Caller, cartId: string) {
  return cartCall(t, caller, "GET", `/${cartId}/stockCheck`);
}

const setStock = (code: string, available: number) =>
  t.db.update(stockLevels).set({ available }).where(eq(stockLevels.productCode, code));

describe("validate and stockCheck", () => {
  it("pass a cart that fits live stock and prices", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 3 });
    const validated = await validate(GUEST, guid);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ cartModifications: [] });
    expect((await stockCheck(GUEST, guid)).json()).toEqual({ message: "SUCCESS" });
  });

  it("report and correct stock falls and price changes, once", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 10 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 4 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.container500 }, quantity: 2 });
    await setStock(CODES.lid, 2);
    await setStock(CODES.container500, 0);
    await t.db.update(prices).set({ valueFils: 1500 }).where(eq(prices.productCode, CODES.cup));

    expect((await stockCheck(GUEST, guid)).json()).toEqual({ message: "FAILED" });
    // stockCheck only reads: the cart is unchanged.
    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 10],
      [CODES.lid, 4],
      [CODES.container500, 2],
    ]);

    const validated = await validate(GUEST, guid);
    expect(validated.statusCode).toBe(200);
    const { cartModifications } = CartModificationList.parse(validated.json());
    expect(cartModifications).toMatchObject([
      {
        statusCode: "priceChanged",
        quantity: 10,
        quantityAdded: 0,
        statusMessage: `The price of Paper Cup 8oz (#1001-01) changed from ${formatFils(1250)} to ${formatFils(1500)}.`,
        entry: { entryNumber: 0, basePrice: { value: 15 }, totalPrice: { value: 150 }, product: { code: CODES.cup } },
      },
      {
        statusCode: "lowStock",
        quantity: 2,
        quantityAdded: -2,
        statusMessage: "Quantity for Cup Lid (#1001-02) was reduced to 2.",
        entry: { entryNumber: 1, product: { code: CODES.lid } },
      },
      {
        statusCode: "noStock",
        quantity: 0,
        quantityAdded: -2,
        statusMessage: "Food Container 500 ml (#2001-01) is out of stock.",
        entry: { entryNumber: 2, product: { code: CODES.container500 } },
      },
    ]);
    expect(await contents(t, GUEST, guid)).toEqual([
      [CODES.cup, 10],
      [CODES.lid, 2],
    ]);
    expect((await stockCheck(GUEST, guid)).json()).toEqual({ message: "SUCCESS" });
    expect((await validate(GUEST, guid)).json()).toEqual({ cartModifications: [] });

    const pruned = await validate(GUEST, guid, "fields=cartModifications(statusCode)");
    expect(pruned.json()).toEqual({ cartModifications: [] });
  });

  it("remove products that are no longer sold", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    await t.db.update(products).set({ disabled: true }).where(eq(products.code, CODES.cup));
    expect((await stockCheck(GUEST, guid)).json()).toEqual({ message: "FAILED" });
    const { cartModifications } = (
      await validate(GUEST, guid, "fields=cartModifications(statusCode,statusMessage)")
    ).json();
    expect(cartModifications).toEqual([
      { statusCode: "unavailable", statusMessage: "Product Paper Cup 8oz cannot be purchased" },
    ]);
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
    await t.db.update(products).set({ disabled: false }).where(eq(products.code, CODES.cup));
  });

  it("let a line whose product stopped selling be lowered or removed, but not raised", async () => {
    await setStock(CODES.container500, 50);
    const guid = await newGuestCart(t);
    expect((await addEntry(t, GUEST, guid, { product: { code: CODES.container500 }, quantity: 4 })).statusCode).toBe(
      200,
    );
    await t.db.update(products).set({ disabled: true }).where(eq(products.code, CODES.container500));
    try {
      const raised = await updateEntry(t, GUEST, guid, 0, { quantity: 5 });
      expect(raised.statusCode).toBe(400);
      expect(raised.json().errors[0].message).toBe("Product Food Container 500 ml cannot be purchased");
      const lowered = await updateEntry(t, GUEST, guid, 0, { quantity: 2 });
      expect(lowered.statusCode).toBe(200);
      expect(await contents(t, GUEST, guid)).toEqual([[CODES.container500, 2]]);
    } finally {
      await t.db.update(products).set({ disabled: false }).where(eq(products.code, CODES.container500));
    }
  });

  it("answer only for the cart's owner", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    await setStock(CODES.lid, 0);
    const customer = await signedIn(t, await createCustomer(t));
    for (const response of [await validate(customer, guid), await stockCheck(customer, guid)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].type).toBe("CartError");
    }
    expect(await contents(t, GUEST, guid)).toEqual([[CODES.lid, 1]]);
  });
});
