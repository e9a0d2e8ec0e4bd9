/**
 * Reorder through the API (account spec §2.21, §4.8, §8 "Reorder"): the current cart is replaced by the order's
 * entries at today's prices, each entry answering a cart modification; only the owner, only signed in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CartModificationList } from "@dukkan/occ/cart";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES } from "../../../test/fixtures.js";
import { cartCall, contents, getCart, GUEST, signedInCustomer } from "../../cart/cart-test-support.js";
import { prices, products, stockLevels } from "../../db/tables.js";
import { add, checkOut, firstError, newCart, orderOf, placeOrder, PRINTED, SCARCE } from "../order-test-support.js";
import { cancel, entries, insertAmendmentFixtures, placedOrder, reorder } from "./amendment-test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures });
});
afterAll(() => t.close());

const modificationsOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return CartModificationList.parse(response.json()).cartModifications;
};

describe("reorder", () => {
  it("replaces the cart with the order's kept units: plain, kit bundle and configured entries", async () => {
    const customer = await signedInCustomer(t, "Jana");
    const cartId = await newCart(t, customer);
    await add(t, customer, cartId, CODES.cup, 3);
    const kit = await cartCall(t, customer, "POST", `/${cartId}/bundles`, {
      payload: { templateId: "party-kit", productCode: CODES.kit, quantity: 1 },
    });
    expect(kit.statusCode, kit.body).toBe(200);
    const printed = await cartCall(t, customer, "POST", `/${cartId}/entries/configurator/textfield`, {
      payload: {
        product: { code: PRINTED },
        quantity: 2,
        configurationInfos: [
          { configurationLabel: "Print text", configurationValue: "Eid Mubarak", configuratorType: "TEXTFIELD" },
        ],
      },
    });
    expect(printed.statusCode, printed.body).toBe(200);
    await checkOut(t, customer, cartId);
    const code = orderOf(await placeOrder(t, customer, cartId)).code!;
    // One cup cancelled: it is not bought again.
    expect((await cancel(t, customer, code, entries([0, 1]))).statusCode).toBe(200);
    // Something else in today's cart, which the reorder replaces.
    await newCart(t, customer);
    await add(t, customer, "current", CODES.container500, 4);
    // The cup costs more today: the new cart has today's price.
    await t.db.update(prices).set({ valueFils: 1_400 }).where(eq(prices.productCode, CODES.cup));

    const modifications = modificationsOf(await reorder(t, customer, code));
    expect(modifications.map((m) => [m.statusCode, m.entry?.product?.code, m.quantityAdded])).toEqual([
      ["success", CODES.cup, 2],
      ["success", CODES.kit, 1],
      ["success", PRINTED, 2],
    ]);
    expect(modifications[0]!.statusMessage).toBe("Paper Cup 8oz was added to the cart.");

    expect(await contents(t, customer, "current")).toEqual([
      [CODES.cup, 2],
      [CODES.kit, 1],
      [PRINTED, 2],
    ]);
    const cart = (await getCart(t, customer, "current", "fields=FULL&area=AE-DU-MARINA")).json() as {
      entries: { basePrice: { value: number }; configurationInfos?: { configurationValue: string }[] }[];
      entryGroups: { type: string; label?: string }[];
    };
    // 14.00 less the 20% cup promotion is the cart's business; the base price is today's list price.
    expect(cart.entries[0]!.basePrice.value).toBe(14);
    expect(cart.entries[2]!.configurationInfos?.[0]?.configurationValue).toBe("Eid Mubarak");
    expect(cart.entryGroups.some((group) => group.type === "CONFIGURABLE_BUNDLE")).toBe(true);
    await t.db.update(prices).set({ valueFils: 1_250 }).where(eq(prices.productCode, CODES.cup));
  });

  it("reports low stock, no stock and products no longer sold, in the customer's language", async () => {
    const { customer, code } = await placedOrder(t, "Karim", [
      [CODES.lid, 5],
      [CODES.container500, 3],
      [SCARCE, 1],
    ]);
    await t.db.update(stockLevels).set({ available: 2 }).where(eq(stockLevels.productCode, CODES.lid));
    await t.db.update(stockLevels).set({ available: 0 }).where(eq(stockLevels.productCode, CODES.container500));
    await t.db.update(products).set({ disabled: true }).where(eq(products.code, SCARCE));

    const modifications = modificationsOf(await reorder(t, customer, code));
    expect(modifications.map((m) => [m.statusCode, m.entry?.product?.code, m.quantityAdded])).toEqual([
      ["lowStock", CODES.lid, 2],
      ["noStock", CODES.container500, 0],
      ["unavailable", SCARCE, 0],
    ]);
    expect(modifications.map((m) => m.statusMessage)).toEqual([
      "Only 2 of Cup Lid could be added: the rest is out of stock.",
      "Food Container 500 ml is out of stock.",
      "Gold Cake Stand is no longer sold.",
    ]);
    expect(await contents(t, customer, "current")).toEqual([[CODES.lid, 2]]);

    const arabic = await t.app.inject({
      method: "POST",
      url: `/occ/v2/dukkan/users/current/cartFromOrder?orderCode=${code}&lang=ar`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(modificationsOf(arabic)[2]!.statusMessage).toBe("حامل كعك ذهبي لم يعد معروضاً للبيع.");
  });

  it("answers another customer's order like an unknown one, and asks guests to sign in", async () => {
    const { code } = await placedOrder(t, "Lina", [[CODES.cup, 1]]);
    const stranger = await signedInCustomer(t, "Maher");
    await newCart(t, stranger);
    await add(t, stranger, "current", CODES.cup, 1);

    const foreign = await reorder(t, stranger, code);
    expect(foreign.statusCode).toBe(400);
    expect(firstError(foreign)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "order" });
    // The stranger's cart is untouched.
    expect(await contents(t, stranger, "current")).toEqual([[CODES.cup, 1]]);
    expect((await reorder(t, GUEST, code)).statusCode).toBe(401);
  });
});
