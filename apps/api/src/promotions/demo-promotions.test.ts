/** The demo shop's seeded promotions and coupons work as apps/api/README.md documents them. */
import { and, eq, gte, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "@dukkan/occ/cart";
import { createTestApp, type TestApp } from "../../test/app.js";
import { prices, productCategories, products, stockLevels } from "../db/tables.js";
import { seedDemoShop } from "@dukkan/demo-shop";
import { addEntry, cartsUrl, GUEST, getCart, newGuestCart } from "../cart/cart-test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoShop(db)), now: () => new Date() });
});
afterAll(() => t.close());

const apply = (guid: string, code: string) =>
  t.app.inject({ method: "POST", url: cartsUrl(GUEST, `/${guid}/vouchers`, `voucherId=${code}`) });

describe("the demo shop's promotions", () => {
  it("gives a fourth single-wall cup pack free and takes the documented coupons", async () => {
    const [cup] = await t.db
      .select({ code: products.code })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.productCode, products.code))
      .innerJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .innerJoin(prices, eq(prices.productCode, products.code))
      .where(
        and(
          eq(productCategories.categoryCode, "single-wall-cups"),
          inArray(products.kind, ["STANDARD", "VARIANT"]),
          eq(products.disabled, false),
          gte(stockLevels.available, 4),
        ),
      )
      .limit(1);
    const guid = await newGuestCart(t);
    expect((await addEntry(t, GUEST, guid, { productCode: cup!.code, quantity: 4 })).json().quantity).toBe(4);
    const cart = Cart.parse((await getCart(t, GUEST, guid)).json());
    expect(cart.appliedProductPromotions!.map((p) => p.promotion!.code)).toEqual(["single-wall-cups-3-plus-1"]);
    expect(cart.appliedProductPromotions![0]!.consumedEntries).toEqual([
      expect.objectContaining({ orderEntryNumber: 0, adjustedUnitPrice: 0, quantity: 1 }),
    ]);

    expect((await apply(guid, "WELCOME10")).json().errors[0].reason).toBe("signInRequired");
    expect((await apply(guid, "SUMMER25")).json().errors[0].reason).toBe("expired");
    expect((await apply(guid, "pack20")).statusCode).toBe(200);
    expect(Cart.parse((await getCart(t, GUEST, guid)).json()).appliedVouchers).toEqual([{ voucherCode: "PACK20" }]);
  });
});
