/** Fixtures and calls for the checkout tests: delivery modes, two stores, and the address bodies. */
import type { TestApp } from "../../test/app.js";
import { insertCatalogFixtures, insertRegionFixtures } from "../../test/fixtures.js";
import type { Database } from "../db/client.js";
import { deliveryModes, openingHours, pointsOfService } from "../db/tables.js";
import { cartCall, type Caller } from "../cart/cart-test-support.js";

export const MARINA_STORE = "dukkan-marina";
export const SHARJAH_STORE = "dukkan-sharjah";

/** Catalogue, regions and areas, the two delivery modes and a store in Dubai and one in Sharjah. */
export async function insertCheckoutFixtures(db: Database): Promise<void> {
  await insertCatalogFixtures(db);
  await insertRegionFixtures(db);
  await db.insert(deliveryModes).values([
    {
      code: "home-delivery",
      name: { en: "Home delivery", ar: "التوصيل إلى المنزل" },
      description: { en: "Delivered to your door", ar: "التوصيل إلى بابك" },
      pickup: false,
      position: 0,
    },
    {
      code: "pick-up",
      name: { en: "Pick up in store", ar: "الاستلام من المتجر" },
      description: { en: "Collect it free", ar: "استلمه مجاناً" },
      pickup: true,
      position: 1,
    },
    { code: "express", name: { en: "Express" }, pickup: false, active: false, position: 2 },
  ]);
  await db.insert(pointsOfService).values([
    {
      name: MARINA_STORE,
      displayName: { en: "Dukkan Marina", ar: "دكان مارينا" },
      regionIsocode: "AE-DU",
      line1: { en: "Shop 4, Marina Walk", ar: "محل 4، ممشى المارينا" },
      line2: { en: "Dubai Marina", ar: "دبي مارينا" },
      town: { en: "Dubai", ar: "دبي" },
      phone: "+971 4 555 0100",
      email: "marina@dukkan.ae",
      latitude: 25.08,
      longitude: 55.14,
    },
    {
      name: SHARJAH_STORE,
      displayName: { en: "Dukkan Sharjah" },
      regionIsocode: "AE-SH",
      line1: { en: "Al Qasba 1" },
      town: { en: "Sharjah" },
      latitude: 25.35,
      longitude: 55.4,
    },
  ]);
  await db
    .insert(openingHours)
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
        weekday === 7
          ? { posName: MARINA_STORE, weekday, closed: true }
          : { posName: MARINA_STORE, weekday, opens: "08:00", closes: weekday === 5 ? "12:30" : "22:00" },
      ),
    );
}

/** A Dubai Marina address with its pin in Dubai. */
export const MARINA_ADDRESS = {
  firstName: "Alice",
  lastName: "Khan",
  line1: "Marina Walk 5",
  line2: "Apt 1203",
  town: "Dubai",
  country: { isocode: "AE" },
  region: { isocode: "AE-DU" },
  area: { isocode: "AE-DU-MARINA" },
  email: "alice@example.com",
  phone: "971501234567",
  latitude: 25.08,
  longitude: 55.14,
};

/** A Sharjah address with its pin in Sharjah. */
export const SHARJAH_ADDRESS = {
  ...MARINA_ADDRESS,
  line1: "Al Qasba 2",
  line2: undefined,
  town: "Sharjah",
  region: { isocode: "AE-SH" },
  area: { isocode: "AE-SH-CENTRAL" },
  latitude: 25.35,
  longitude: 55.4,
};

export const pickUpAt = (store: string, region = "AE-DU") => ({
  country: { isocode: "AE" },
  region: { isocode: region },
  address: { firstName: "Sam", lastName: "Guest", phone: "971501112233" },
  pos: { name: store },
});

export const IN_MARINA = "area=AE-DU-MARINA";

export const createAddress = (t: TestApp, caller: Caller, cartId: string, body: unknown, query = IN_MARINA) =>
  cartCall(t, caller, "POST", `/${cartId}/addresses/delivery`, { payload: body, query });

export const setMode = (t: TestApp, caller: Caller, cartId: string, code: string) =>
  cartCall(t, caller, "PUT", `/${cartId}/deliverymode`, { query: `deliveryModeId=${encodeURIComponent(code)}` });

export const setPaymentMode = (t: TestApp, caller: Caller, cartId: string, code: string) =>
  cartCall(t, caller, "PUT", `/${cartId}/paymentmode`, { query: `paymentMode=${encodeURIComponent(code)}` });
