/**
 * The guest cart merging into the customer's cart at sign-in (account spec §4.1, shopping spec §7
 * POST users/current/carts?oldCartId=) with kit bundles and configured entries: nothing doubled, nothing lost.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { carts } from "./cart.tables.js";
import {
  cartCall,
  createCart,
  GUEST,
  getCart,
  insertConfigurableFixtures,
  itemCount,
  newGuestCart,
  PRINTED,
  signedInCustomer,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertConfigurableFixtures });
});
afterAll(() => t.close());

const addKit = (caller: Caller, cartId: string, quantity: number) =>
  cartCall(t, caller, "POST", `/${cartId}/bundles`, {
    payload: { templateId: "party-kit", productCode: CODES.kit, quantity },
  });
const addPrinted = (caller: Caller, cartId: string, text: string, quantity: number) =>
  cartCall(t, caller, "POST", `/${cartId}/entries/configurator/textfield`, {
    payload: {
      product: { code: PRINTED },
      quantity,
      configurationInfos: [{ configurationLabel: "Print text", configurationValue: text }],
    },
  });

interface Line {
  product: string;
  quantity: number;
  text?: string;
  bundle?: string;
}
async function lines(caller: Caller, cartId: string): Promise<Line[]> {
  const cart = (await getCart(t, caller, cartId)).json();
  return cart.entryGroups.map(
    (group: {
      id?: string;
      quantity: number;
      kittingEntry?: { product: { code: string } };
      entries: { product: { code: string }; configurationInfos?: { configurationValue: string }[] }[];
    }) => {
      const entry = group.kittingEntry ?? group.entries[0]!;
      const text = group.kittingEntry ? undefined : group.entries[0]!.configurationInfos?.[0]?.configurationValue;
      return {
        product: entry.product.code,
        quantity: group.quantity,
        ...(text === undefined ? {} : { text }),
        ...(group.id ? { bundle: group.id } : {}),
      };
    },
  );
}

describe("merging a guest cart with bundles and configured entries", () => {
  it("sums the same kit and the same configuration, keeps other configurations, and moves the rest", async () => {
    const customer = await signedInCustomer(t, "Mona");
    await createCart(t, customer);
    await addKit(customer, "current", 1);
    await addPrinted(customer, "current", "Mona's Cafe", 2);
    await addPrinted(customer, "current", "Old sign", 1);

    const guid = await newGuestCart(t);
    await addKit(GUEST, guid, 2);
    await addPrinted(GUEST, guid, "Mona's Cafe", 3);
    await addPrinted(GUEST, guid, "New sign", 1);
    await cartCall(t, GUEST, "POST", `/${guid}/entries`, { payload: { product: { code: PRINTED }, quantity: 1 } });

    const merged = await createCart(t, customer, `oldCartId=${guid}`);
    expect(merged.statusCode).toBe(201);
    expect(await lines(customer, "current")).toEqual([
      // 1 + 2 kits, lowered to the 2 the lids' stock allows (never below what either cart held).
      { product: CODES.kit, quantity: 2, bundle: "party-kit" },
      { product: PRINTED, quantity: 5, text: "Mona's Cafe" },
      { product: PRINTED, quantity: 1, text: "Old sign" },
      { product: PRINTED, quantity: 1, text: "New sign" },
      // The guest's unconfigured entry comes over still asking to be configured.
      { product: PRINTED, quantity: 1, text: "" },
    ]);
    const cart = (await getCart(t, customer, "current")).json();
    expect(itemCount(cart)).toBe(10);
    expect(cart.entryGroups[0].entries).toHaveLength(2);

    // A second merge of the same guest cart finds it gone: 400, nothing added.
    const again = await createCart(t, customer, `oldCartId=${guid}`);
    expect(again.statusCode).toBe(400);
    expect(itemCount((await getCart(t, customer, "current")).json())).toBe(10);
  });

  it("merges into the current cart, never into a saved one, and leaves the saved cart untouched", async () => {
    const customer = await signedInCustomer(t, "Sara");
    const first = (await createCart(t, customer)).json();
    await addKit(customer, "current", 1);
    await cartCall(t, customer, "PATCH", "/current/save", { query: "saveCartName=Kits" });

    const guid = await newGuestCart(t);
    await addPrinted(GUEST, guid, "Sara", 1);
    const merged = (await createCart(t, customer, `oldCartId=${guid}`)).json();
    expect(merged.code).not.toBe(first.code);
    expect(await lines(customer, "current")).toEqual([{ product: PRINTED, quantity: 1, text: "Sara" }]);
    expect(await lines(customer, first.code)).toEqual([{ product: CODES.kit, quantity: 1, bundle: "party-kit" }]);
  });

  it("gives parallel sign-ins after a save one current cart and merges the guest cart once", async () => {
    const customer = await signedInCustomer(t, "Nour");
    await createCart(t, customer);
    await addKit(customer, "current", 1);
    await cartCall(t, customer, "PATCH", "/current/save", { query: "saveCartName=Later" });
    const guid = await newGuestCart(t);
    await addKit(GUEST, guid, 1);
    await addPrinted(GUEST, guid, "Nour", 2);

    const responses = await Promise.all([
      createCart(t, customer, `oldCartId=${guid}`),
      createCart(t, customer, `oldCartId=${guid}`),
      createCart(t, customer),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 400]);
    const codes = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().code));
    expect(codes.size).toBe(1);
    expect(await lines(customer, "current")).toEqual([
      { product: CODES.kit, quantity: 1, bundle: "party-kit" },
      { product: PRINTED, quantity: 2, text: "Nour" },
    ]);
    const uid = (await getCart(t, customer, "current")).json().user.uid;
    // The saved cart and one current cart.
    expect(await t.db.select().from(carts).where(eq(carts.customerUid, uid))).toHaveLength(2);
  });
});
