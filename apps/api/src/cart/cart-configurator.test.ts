/**
 * The text-field configurator (shopping spec §2.9, §3 Entry configurationInfos, §4 Proceed to checkout check 3):
 * the product's fields, configured entries, and plain entries of configurable products carrying ERROR until set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { OCC } from "../account/account-test-support.js";
import {
  addEntry,
  cartCall,
  contents,
  createCart,
  GUEST,
  getCart,
  insertConfigurableFixtures,
  newGuestCart,
  PRINTED,
  signedInCustomer,
  type Caller,
} from "./cart-test-support.js";

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp({ seed: insertConfigurableFixtures });
  alice = await signedInCustomer(t, "Alice");
  bob = await signedInCustomer(t, "Bob");
});
afterAll(() => t.close());

const info = (configurationLabel: string, configurationValue: string, status: "SUCCESS" | "ERROR") => ({
  configurationLabel,
  configurationValue,
  configuratorType: "TEXTFIELD",
  status,
});
const configure = (caller: Caller, cartId: string, values: Record<string, string>, quantity?: number) =>
  cartCall(t, caller, "POST", `/${cartId}/entries/configurator/textfield`, {
    payload: {
      product: { code: PRINTED },
      quantity,
      configurationInfos: Object.entries(values).map(([configurationLabel, configurationValue]) => ({
        configurationLabel,
        configurationValue,
        configuratorType: "TEXTFIELD",
      })),
    },
  });
const configuration = (caller: Caller, cartId: string, entryNumber: number, payload?: unknown) =>
  cartCall(t, caller, payload ? "PUT" : "GET", `/${cartId}/entries/${entryNumber}/configurator/textfield`, {
    payload,
  });

describe("GET products/{code}/configurators/textfield", () => {
  it("lists the fields with their defaults in the request language; an empty required field is ERROR", async () => {
    const english = await t.app.inject({ url: `${OCC}/products/${PRINTED}/configurators/textfield` });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      configurationInfos: [info("Print text", "", "ERROR"), info("Second line", "Thank you", "SUCCESS")],
    });
    const arabic = await t.app.inject({ url: `${OCC}/products/${PRINTED}/configurators/textfield?lang=ar` });
    expect(
      arabic.json().configurationInfos.map((field: { configurationLabel: string }) => field.configurationLabel),
    ).toEqual(["نص الطباعة", "السطر الثاني"]);
  });

  it("answers 400 for a product without a configurator and for an unknown product", async () => {
    const plain = await t.app.inject({ url: `${OCC}/products/${CODES.cup}/configurators/textfield` });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors[0].type).toBe("ConfigurationError");
    const unknown = await t.app.inject({ url: `${OCC}/products/9999-99/configurators/textfield` });
    expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
  });
});

describe("configured entries", () => {
  it("keeps each configuration as its own entry and the same configuration as one", async () => {
    const guid = await newGuestCart(t);
    const first = await configure(GUEST, guid, { "Print text": "Cafe Noor" }, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ statusCode: "success", quantity: 2, entry: { entryNumber: 0 } });
    expect(first.json().entry.configurationInfos).toEqual([
      info("Print text", "Cafe Noor", "SUCCESS"),
      info("Second line", "", "SUCCESS"),
    ]);
    const again = await configure(GUEST, guid, { "Print text": "Cafe Noor" }, 1);
    expect(again.json()).toMatchObject({ quantity: 3, entry: { entryNumber: 0 } });
    // Arabic labels name the same fields.
    const other = await configure(GUEST, guid, { "نص الطباعة": "مقهى نور" }, 1);
    expect(other.json()).toMatchObject({ quantity: 1, entry: { entryNumber: 1 } });
    // All lines of the product share its maxOrderQuantity (10): 4 held, 9 asked → 6.
    const capped = await configure(GUEST, guid, { "Print text": "Third" }, 9);
    expect(capped.json()).toMatchObject({ statusCode: "maxOrderQuantityExceeded", quantity: 6 });
    expect(await contents(t, GUEST, guid)).toEqual([
      [PRINTED, 3],
      [PRINTED, 1],
      [PRINTED, 6],
    ]);
    const cart = (await getCart(t, GUEST, guid)).json();
    expect(cart.entryGroups.map((group: { type: string }) => group.type)).toEqual([
      "STANDALONE",
      "STANDALONE",
      "STANDALONE",
    ]);
    expect(cart.entryGroups[1].entries[0].configurationInfos[0]).toEqual(info("Print text", "مقهى نور", "SUCCESS"));
  });

  it("gives a plain entry of a configurable product ERROR until it is configured", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: PRINTED }, quantity: 1 });
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    const cart = (await getCart(t, GUEST, guid)).json();
    // What the storefront's checkout check 3 reads: a STANDALONE group with an ERROR configurationInfo.
    expect(cart.entryGroups[0].entries[0].configurationInfos).toEqual([
      info("Print text", "", "ERROR"),
      info("Second line", "", "SUCCESS"),
    ]);
    expect(cart.entries[1].configurationInfos).toBeUndefined();
    expect((await configuration(GUEST, guid, 0)).json().configurationInfos[0].status).toBe("ERROR");

    // A control character is refused (issue 17 item 11: 400, nothing changes); the text is trimmed.
    const withBell = await configuration(GUEST, guid, 0, {
      configurationInfos: [{ configurationLabel: "Print text", configurationValue: "Noor\u0007 Bakery" }],
    });
    expect(withBell.statusCode).toBe(400);
    expect(withBell.json().errors[0].type).toBe("ValidationError");
    expect((await configuration(GUEST, guid, 0)).json().configurationInfos[0].status).toBe("ERROR");
    const set = await configuration(GUEST, guid, 0, {
      configurationInfos: [{ configurationLabel: "Print text", configurationValue: "  Noor  Bakery " }],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ statusCode: "success", quantity: 1, entry: { entryNumber: 0 } });
    expect((await configuration(GUEST, guid, 0)).json().configurationInfos).toEqual([
      info("Print text", "Noor  Bakery", "SUCCESS"),
      info("Second line", "", "SUCCESS"),
    ]);
    const withQuantity = await configuration(GUEST, guid, 0, {
      quantity: 4,
      configurationInfos: [{ configurationLabel: "Print text", configurationValue: "Noor" }],
    });
    expect(withQuantity.json()).toMatchObject({ quantity: 4 });
  });

  it("refuses unknown fields, over-long values, configurators of other products and bad entries; nothing changes", async () => {
    const guid = await newGuestCart(t);
    await configure(GUEST, guid, { "Print text": "Noor" }, 1);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    const refusals = [
      await configure(GUEST, guid, { Colour: "red" }),
      await configure(GUEST, guid, { "Print text": "x".repeat(21) }),
      await configuration(GUEST, guid, 0, {
        configurationInfos: [{ configurationLabel: "Nope", configurationValue: "" }],
      }),
      await configuration(GUEST, guid, 0, {
        configurationInfos: Array.from({ length: 21 }, () => ({ configurationLabel: "Print text" })),
      }),
      await configuration(GUEST, guid, 1),
      await configuration(GUEST, guid, 1, { configurationInfos: [] }),
      await configuration(GUEST, guid, 7),
      await cartCall(t, GUEST, "POST", `/${guid}/entries/configurator/textfield`, {
        payload: { product: { code: CODES.cup }, configurationInfos: [] },
      }),
    ];
    for (const response of refusals) expect(response.statusCode).toBe(400);
    expect((await configuration(GUEST, guid, 0)).json().configurationInfos[0].configurationValue).toBe("Noor");
    expect(await contents(t, GUEST, guid)).toEqual([
      [PRINTED, 1],
      [CODES.cup, 1],
    ]);
  });

  it("keeps configurations to their owner", async () => {
    const aliceCart = (await createCart(t, alice)).json();
    await configure(alice, "current", { "Print text": "Alice" }, 1);
    for (const id of [aliceCart.code, aliceCart.guid]) {
      for (const response of [
        await configuration(bob, id, 0),
        await configuration(bob, id, 0, {
          configurationInfos: [{ configurationLabel: "Print text", configurationValue: "Bob" }],
        }),
        await configure(bob, id, { "Print text": "Bob" }),
        await configuration(GUEST, id, 0),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "notFound" });
      }
    }
    const guid = await newGuestCart(t);
    const crossed = await configure({ userId: "anonymous", token: alice.token }, guid, { "Print text": "x" });
    expect(crossed.statusCode).toBe(403);
    expect((await configuration(alice, "current", 0)).json().configurationInfos[0].configurationValue).toBe("Alice");
  });
});
