import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Cart } from "@dukkan/occ/cart";
import { PaymentModeList, PointOfServiceList } from "@dukkan/occ/checkout";
import { createTestApp, type TestApp } from "../../test/app.js";
import { OCC } from "../account/account-test-support.js";
import {
  cartCall,
  createCart,
  getCart,
  GUEST,
  newGuestCart,
  signedInCustomer,
  type Caller,
} from "../cart/cart-test-support.js";
import { carts } from "../cart/cart.tables.js";
import { clearCheckout, readCheckoutState, setCartPaymentDetails } from "./checkout-state.js";
import {
  createAddress,
  IN_MARINA,
  insertCheckoutFixtures,
  MARINA_ADDRESS,
  MARINA_STORE,
  setMode,
  setPaymentMode,
} from "./checkout-test-support.js";

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCheckoutFixtures });
  alice = await signedInCustomer(t, "Alice");
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) => (response.json() as { errors: Record<string, string>[] }).errors[0];
const readCart = async (caller: Caller, cartId: string, query = IN_MARINA) =>
  Cart.parse((await getCart(t, caller, cartId, query)).json());
const cartIdOf = async (guid: string) =>
  (await t.db.select({ id: carts.id }).from(carts).where(eq(carts.guid, guid)))[0]!.id;

describe("guest e-mail", () => {
  it("makes the cart a guest cart whose user is '{guid}|{email}'", async () => {
    const guid = await newGuestCart(t);
    expect((await readCart(GUEST, guid)).guestCart).toBeUndefined();
    const response = await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: "email=sam%40example.com" });
    expect(response.statusCode).toBe(200);
    const cart = await readCart(GUEST, guid);
    expect(cart.guestCart).toBe(true);
    expect(cart.user?.uid).toBe(`${guid}|sam@example.com`);
  });

  it("refuses an invalid e-mail, a customer's cart and an unknown guid", async () => {
    const guid = await newGuestCart(t);
    const invalid = await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: "email=not-an-email" });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toMatchObject({ type: "ValidationError", subject: "email" });
    expect((await readCart(GUEST, guid)).guestCart).toBeUndefined();

    await createCart(t, alice);
    const customer = await cartCall(t, alice, "PUT", "/current/email", { query: "email=alice%40example.com" });
    expect(customer.statusCode).toBe(403);
    const unknown = await cartCall(t, GUEST, "PUT", "/00000000-0000-4000-8000-000000000000/email", {
      query: "email=sam%40example.com",
    });
    expect(errorOf(unknown)).toMatchObject({ type: "CartError", reason: "notFound" });
  });
});

describe("payment modes", () => {
  it("lists card and cash on delivery, named in the language as the storefront names them", async () => {
    const english = PaymentModeList.parse((await t.app.inject({ url: `${OCC}/paymentmodes` })).json());
    expect(english.paymentModes.map((mode) => mode.code)).toEqual(["card", "pay-on-delivery"]);
    const arabic = PaymentModeList.parse((await t.app.inject({ url: `${OCC}/paymentmodes?lang=ar` })).json());
    expect(english.paymentModes[1]!.name).toBe("Cash on delivery");
    expect(arabic.paymentModes[1]!.name).toBe("الدفع نقداً عند الاستلام");
  });

  it("sets a customer's payment mode, cash included, and shows it in the cart", async () => {
    await createCart(t, alice);
    expect((await setPaymentMode(t, alice, "current", "pay-on-delivery")).statusCode).toBe(200);
    expect((await readCart(alice, "current")).paymentMode).toMatchObject({ code: "pay-on-delivery" });
    await setPaymentMode(t, alice, "current", "card");
    expect((await readCart(alice, "current")).paymentMode?.code).toBe("card");
  });

  it("refuses cash for guests, an empty code and an unknown code", async () => {
    const guid = await newGuestCart(t);
    const cash = await setPaymentMode(t, GUEST, guid, "pay-on-delivery");
    expect(cash.statusCode).toBe(400);
    expect(errorOf(cash)).toMatchObject({ subject: "paymentMode", reason: "notAllowed" });
    const empty = await setPaymentMode(t, GUEST, guid, "");
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)?.message).toBe("paymentCode is empty!");
    expect((await setPaymentMode(t, GUEST, guid, "bitcoin")).statusCode).toBe(400);
    expect((await readCart(GUEST, guid)).paymentMode).toBeUndefined();
    expect((await setPaymentMode(t, GUEST, guid, "card")).statusCode).toBe(200);
  });
});

describe("stores", () => {
  it("lists a region's stores with their address and localised opening hours", async () => {
    const response = await t.app.inject({ url: `${OCC}/stores/country/AE/region/AE-DU` });
    expect(response.statusCode).toBe(200);
    const { pointOfServices } = PointOfServiceList.parse(response.json());
    expect(pointOfServices).toHaveLength(1);
    const [store] = pointOfServices;
    expect(store).toMatchObject({
      name: MARINA_STORE,
      displayName: "Dukkan Marina",
      address: {
        formattedAddress: "Shop 4, Marina Walk, Dubai Marina, Dubai, United Arab Emirates",
        phone: "+971 4 555 0100",
        email: "marina@dukkan.ae",
      },
      geoPoint: { latitude: 25.08, longitude: 55.14 },
    });
    const days = store!.openingHours!.weekDayOpeningList;
    expect(days[0]).toMatchObject({ weekDay: "Monday", closed: false, openingTime: { hour: 8, minute: 0 } });
    expect(days[4]).toMatchObject({ weekDay: "Friday", closingTime: { hour: 12, minute: 30 } });
    expect(days[6]).toMatchObject({ weekDay: "Sunday", closed: true });

    const arabic = PointOfServiceList.parse(
      (await t.app.inject({ url: `${OCC}/stores/country/AE/region/AE-DU?lang=ar` })).json(),
    );
    expect(arabic.pointOfServices[0]).toMatchObject({ displayName: "دكان مارينا" });
    expect(arabic.pointOfServices[0]!.openingHours!.weekDayOpeningList[0]!.weekDay).toBe("الاثنين");

    const empty = await t.app.inject({ url: `${OCC}/stores/country/AE/region/AE-AZ` });
    expect(empty.json()).toEqual({ pointOfServices: [] });
    expect((await t.app.inject({ url: `${OCC}/stores/country/AE/region/dubai` })).statusCode).toBe(400);
  });
});

describe("checkout state for payment and orders", () => {
  it("carries payment details set by the payment feature into the cart, and clears everything", async () => {
    const guid = await newGuestCart(t);
    await setMode(t, GUEST, guid, "home-delivery");
    await createAddress(t, GUEST, guid, MARINA_ADDRESS);
    await setPaymentMode(t, GUEST, guid, "card");
    await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: "email=sam%40example.com" });
    const cartId = await cartIdOf(guid);
    await setCartPaymentDetails(t.db, cartId, {
      id: "pd-1",
      cardNumber: "512345xxxxxx0008",
      cardType: { code: "master", name: "Mastercard" },
      expiryMonth: "01",
      expiryYear: "2039",
      sessionId: "SESSION0001",
      billingAddress: {
        firstName: "Sam",
        lastName: "Guest",
        line1: "Bill St 1",
        town: "Dubai",
        country: { isocode: "AE" },
      },
    });
    const cart = await readCart(GUEST, guid);
    expect(cart.paymentInfo).toMatchObject({
      id: "pd-1",
      cardNumber: "512345xxxxxx0008",
      billingAddress: { line1: "Bill St 1" },
    });
    expect(JSON.stringify(cart)).not.toContain("SESSION0001");

    const state = await readCheckoutState(t.db, cartId);
    expect(state).toMatchObject({
      deliveryModeCode: "home-delivery",
      paymentModeCode: "card",
      guestEmail: "sam@example.com",
      deliveryAddress: { line1: "Marina Walk 5", areaIsocode: "AE-DU-MARINA", latitude: 25.08 },
      paymentDetails: { id: "pd-1" },
    });

    await clearCheckout(t.db, cartId);
    const cleared = await readCart(GUEST, guid);
    expect(cleared.deliveryMode).toBeUndefined();
    expect(cleared.deliveryAddress).toBeUndefined();
    expect(cleared.paymentInfo).toBeUndefined();
    expect(cleared.paymentMode).toBeUndefined();
    expect(cleared.guestCart).toBe(true);
  });
});
