import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Address, AddressList } from "@dukkan/occ/address";
import { Cart } from "@dukkan/occ/cart";
import { DeliveryMode, DeliveryModeList } from "@dukkan/occ/checkout";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, OCC } from "../account/account-test-support.js";
import {
  addEntry,
  cartCall,
  createCart,
  getCart,
  GUEST,
  newGuestCart,
  signedInCustomer,
  type Caller,
} from "../cart/cart-test-support.js";
import {
  createAddress,
  IN_MARINA,
  insertCheckoutFixtures,
  MARINA_ADDRESS,
  MARINA_STORE,
  pickUpAt,
  setMode,
  SHARJAH_ADDRESS,
  SHARJAH_STORE,
} from "./checkout-test-support.js";

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCheckoutFixtures });
  [alice, bob] = await Promise.all([signedInCustomer(t, "Alice"), signedInCustomer(t, "Bob")]);
});
afterAll(() => t.close());

/** A cart holding one cup (12.50 AED; Dubai Marina charges 15.00 below 200.00). */
async function cartWithCup(caller: Caller): Promise<string> {
  const created = await createCart(t, caller);
  const cartId = caller.token ? "current" : (created.json().guid as string);
  await addEntry(t, caller, cartId, { product: { code: CODES.cup }, quantity: 1 });
  return cartId;
}

const readCart = async (caller: Caller, cartId: string, query = IN_MARINA) =>
  Cart.parse((await getCart(t, caller, cartId, query)).json());

const errorOf = (response: { json(): unknown }) => (response.json() as { errors: Record<string, string>[] }).errors[0];

describe("delivery modes", () => {
  it("lists the offered modes with the area's cost for home delivery and free pick-up", async () => {
    const guid = await cartWithCup(GUEST);
    const response = await cartCall(t, GUEST, "GET", `/${guid}/deliverymodes`, { query: IN_MARINA });
    expect(response.statusCode).toBe(200);
    const { deliveryModes } = DeliveryModeList.parse(response.json());
    expect(deliveryModes).toMatchObject([
      { code: "home-delivery", name: "Home delivery", deliveryCost: { value: 15 } },
      { code: "pick-up", name: "Pick up in store", description: "Collect it free", deliveryCost: { value: 0 } },
    ]);
    const arabic = (
      await cartCall(t, GUEST, "GET", `/${guid}/deliverymodes`, { query: `${IN_MARINA}&lang=ar` })
    ).json();
    expect(arabic.deliveryModes[1].name).toBe("الاستلام من المتجر");
  });

  it("charges the mode's cost in the cart: home delivery the area's fee, pick-up nothing", async () => {
    const guid = await cartWithCup(GUEST);
    expect((await setMode(t, GUEST, guid, "home-delivery")).statusCode).toBe(200);
    const home = await readCart(GUEST, guid);
    expect(home).toMatchObject({
      deliveryMode: { code: "home-delivery", name: "Home delivery", deliveryCost: { value: 15 } },
      deliveryCost: { value: 15 },
      totalPrice: { value: 27.5 },
    });
    const mode = await cartCall(t, GUEST, "GET", `/${guid}/deliverymode`, { query: IN_MARINA });
    expect(DeliveryMode.parse(mode.json())).toMatchObject({ code: "home-delivery", deliveryCost: { value: 15 } });

    await setMode(t, GUEST, guid, "pick-up");
    const pickUp = await readCart(GUEST, guid);
    expect(pickUp).toMatchObject({
      deliveryMode: { code: "pick-up", deliveryCost: { value: 0 } },
      deliveryCost: { value: 0 },
      totalPrice: { value: 12.5 },
    });

    expect((await cartCall(t, GUEST, "DELETE", `/${guid}/deliverymode`)).statusCode).toBe(200);
    const none = await cartCall(t, GUEST, "GET", `/${guid}/deliverymode`, { query: IN_MARINA });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe("");
    expect((await readCart(GUEST, guid)).deliveryMode).toBeUndefined();
  });

  it("refuses an unknown or retired mode", async () => {
    const guid = await newGuestCart(t);
    for (const code of ["teleport", "express"]) {
      const response = await setMode(t, GUEST, guid, code);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ type: "ValidationError", subject: "deliveryModeId" });
    }
  });

  it("acts only on the caller's own cart", async () => {
    const guid = await cartWithCup(GUEST);
    const aliceCart = await createCart(t, alice);
    const aliceCode = aliceCart.json().code as string;
    const foreign = [
      await setMode(t, bob, aliceCode, "pick-up"),
      await setMode(t, alice, guid, "pick-up"),
      await cartCall(t, GUEST, "GET", `/${aliceCart.json().guid}/deliverymodes`),
    ];
    for (const response of foreign) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(errorOf(foreign[0]!)).toMatchObject({ type: "CartError", reason: "notFound" });
    expect(errorOf(foreign[2]!)).toMatchObject({ type: "CartError", reason: "notFound" });
  });
});

describe("delivery address", () => {
  it("creates a customer's delivery address, saves it to the address book and shows it in the cart", async () => {
    const cartId = await cartWithCup(alice);
    await setMode(t, alice, cartId, "home-delivery");
    const response = await createAddress(t, alice, cartId, MARINA_ADDRESS);
    expect(response.statusCode).toBe(201);
    const created = Address.parse(response.json());
    expect(created).toMatchObject({ line1: "Marina Walk 5", defaultAddress: true, latitude: 25.08 });

    const book = await t.app.inject({ url: `${OCC}/users/current/addresses`, headers: bearer(alice.token!) });
    expect(AddressList.parse(book.json()).addresses.map((address) => address.id)).toEqual([created.id]);

    const cart = await readCart(alice, cartId);
    expect(cart.deliveryMode?.code).toBe("home-delivery");
    expect(cart.deliveryAddress).toMatchObject({
      id: created.id,
      firstName: "Alice",
      line1: "Marina Walk 5",
      region: { isocode: "AE-DU", name: "Dubai" },
      area: { isocode: "AE-DU-MARINA", name: "Dubai Marina" },
      latitude: 25.08,
      longitude: 55.14,
    });
    const arabic = await readCart(alice, cartId, `${IN_MARINA}&lang=ar`);
    expect(arabic.deliveryAddress?.area?.name).toBe("دبي مارينا");

    // Choosing home delivery again keeps the home address; pick-up does not fit it and drops it.
    await setMode(t, alice, cartId, "home-delivery");
    expect((await readCart(alice, cartId)).deliveryAddress?.id).toBe(created.id);
    await setMode(t, alice, cartId, "pick-up");
    expect((await readCart(alice, cartId)).deliveryAddress).toBeUndefined();
  });

  it("creates a guest's delivery address without an address book", async () => {
    const guid = await cartWithCup(GUEST);
    const response = await createAddress(t, GUEST, guid, MARINA_ADDRESS);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ line1: "Marina Walk 5", defaultAddress: false });
    expect((await readCart(GUEST, guid)).deliveryAddress).toMatchObject({ id: response.json().id, town: "Dubai" });
  });

  it("refuses a pin outside the address's region", async () => {
    const guid = await newGuestCart(t);
    const response = await createAddress(t, GUEST, guid, { ...MARINA_ADDRESS, latitude: 25.35, longitude: 55.4 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: "ValidationError", reason: "map.outOfScope", subject: "latitude" });
    expect((await readCart(GUEST, guid)).deliveryAddress).toBeUndefined();
  });

  it("requires the pin, a known area of the region, and a region matching the selected area", async () => {
    const guid = await newGuestCart(t);
    const { latitude: _latitude, ...unpinned } = MARINA_ADDRESS;
    const missingPin = await createAddress(t, GUEST, guid, unpinned);
    expect(missingPin.statusCode).toBe(400);
    expect(errorOf(missingPin)).toMatchObject({ type: "ValidationError", subject: "latitude" });

    const unknownArea = await createAddress(t, GUEST, guid, { ...MARINA_ADDRESS, area: { isocode: "AE-DU-NOWHERE" } });
    expect(unknownArea.statusCode).toBe(400);
    expect(errorOf(unknownArea)).toMatchObject({ subject: "area.isocode" });

    const otherRegion = await createAddress(t, GUEST, guid, SHARJAH_ADDRESS);
    expect(otherRegion.statusCode).toBe(400);
    expect(errorOf(otherRegion)).toMatchObject({ reason: "checkoutReview.checkAreaIsDifferent" });
    expect((await createAddress(t, GUEST, guid, SHARJAH_ADDRESS, "area=AE-SH-CENTRAL")).statusCode).toBe(201);
  });

  it("asks guests for a 12-digit phone number", async () => {
    const guid = await newGuestCart(t);
    const response = await createAddress(t, GUEST, guid, { ...MARINA_ADDRESS, phone: "0501234567" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ reason: "addressForm.invalidGuestPhone", subject: "phone" });
  });

  it("sets one of the customer's saved addresses, in the selected region only", async () => {
    const carol = await signedInCustomer(t, "Carol");
    const cartId = await cartWithCup(carol);
    const headers = bearer(carol.token!);
    const saved = async (body: object) =>
      (await t.app.inject({ method: "POST", url: `${OCC}/users/current/addresses`, headers, payload: body })).json()
        .id as string;
    const marinaId = await saved(MARINA_ADDRESS);
    const sharjahId = await saved(SHARJAH_ADDRESS);

    const set = (caller: Caller, cart: string, id: string, query = IN_MARINA) =>
      cartCall(t, caller, "PUT", `/${cart}/addresses/delivery`, { query: `${query}&addressId=${id}` });
    expect((await set(carol, cartId, marinaId)).statusCode).toBe(200);
    expect((await readCart(carol, cartId)).deliveryAddress).toMatchObject({ id: marinaId, line1: "Marina Walk 5" });

    const outOfRegion = await set(carol, cartId, sharjahId);
    expect(outOfRegion.statusCode).toBe(400);
    expect(errorOf(outOfRegion)).toMatchObject({ reason: "checkoutReview.checkAreaIsDifferent" });

    // Another customer's address is unknown to Alice; her own cart is untouched.
    const aliceCart = await cartWithCup(alice);
    const foreign = await set(alice, aliceCart, marinaId);
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "address" });
    // Carol's address on Alice's cart code: the cart is not hers.
    const aliceCode = (await getCart(t, alice, "current")).json().code as string;
    expect(errorOf(await set(carol, aliceCode, marinaId))).toMatchObject({ type: "CartError", reason: "notFound" });
    // Guests have no address book.
    const guid = await newGuestCart(t);
    expect(errorOf(await set(GUEST, guid, marinaId))).toMatchObject({ type: "UnknownIdentifierError" });

    expect((await cartCall(t, carol, "DELETE", `/${cartId}/addresses/delivery`)).statusCode).toBe(200);
    expect((await readCart(carol, cartId)).deliveryAddress).toBeUndefined();
  });

  it("does not save an address to the book when the cart is someone else's", async () => {
    const dave = await signedInCustomer(t, "Dave");
    const aliceCode = (await createCart(t, alice)).json().code as string;
    const response = await createAddress(t, dave, aliceCode, MARINA_ADDRESS);
    expect(errorOf(response)).toMatchObject({ type: "CartError", reason: "notFound" });
    const book = await t.app.inject({ url: `${OCC}/users/current/addresses`, headers: bearer(dave.token!) });
    expect(AddressList.parse(book.json()).addresses).toEqual([]);
  });
});

describe("pick-up", () => {
  it("sets pick-up at a store of the area's region, with the contact and the store's lines", async () => {
    const guid = await cartWithCup(GUEST);
    await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: "email=sam%40example.com" });
    await setMode(t, GUEST, guid, "home-delivery");
    await createAddress(t, GUEST, guid, MARINA_ADDRESS);
    const response = await cartCall(t, GUEST, "POST", `/${guid}/addresses/delivery/pos`, {
      payload: pickUpAt(MARINA_STORE),
      query: IN_MARINA,
    });
    expect(response.statusCode).toBe(201);
    const cart = await readCart(GUEST, guid);
    expect(cart).toMatchObject({
      deliveryMode: { code: "pick-up", deliveryCost: { value: 0 } },
      deliveryCost: { value: 0 },
      deliveryPointOfService: { name: MARINA_STORE, displayName: "Dukkan Marina" },
      deliveryAddress: {
        firstName: "Sam",
        lastName: "Guest",
        phone: "971501112233",
        email: "sam@example.com",
        line1: "Shop 4, Marina Walk",
      },
    });
    const arabic = await readCart(GUEST, guid, `${IN_MARINA}&lang=ar`);
    expect(arabic.deliveryAddress?.line1).toBe("محل 4، ممشى المارينا");

    // Home delivery again: the store contact no longer fits and goes.
    await setMode(t, GUEST, guid, "home-delivery");
    const home = await readCart(GUEST, guid);
    expect(home.deliveryPointOfService).toBeUndefined();
    expect(home.deliveryAddress).toBeUndefined();
    expect(home.deliveryCost?.value).toBe(15);
  });

  it("refuses a store outside the region, a region other than the area's, and a missing area", async () => {
    const guid = await newGuestCart(t);
    const pos = (body: object, query = IN_MARINA) =>
      cartCall(t, GUEST, "POST", `/${guid}/addresses/delivery/pos`, { payload: body, query });
    const otherStore = await pos(pickUpAt(SHARJAH_STORE));
    expect(otherStore.statusCode).toBe(400);
    expect(errorOf(otherStore)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "pointOfService" });
    const otherRegion = await pos(pickUpAt(SHARJAH_STORE, "AE-SH"));
    expect(errorOf(otherRegion)).toMatchObject({ reason: "checkoutReview.checkAreaIsDifferent" });
    const noArea = await pos(pickUpAt(MARINA_STORE), "");
    expect(errorOf(noArea)).toMatchObject({ reason: "adressMessage.missingRegion" });
    const noStore = await pos({ ...pickUpAt(MARINA_STORE), pos: { name: "" } });
    expect(noStore.statusCode).toBe(400);
    expect((await readCart(GUEST, guid)).deliveryMode).toBeUndefined();
  });
});
