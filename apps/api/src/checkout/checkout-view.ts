/**
 * The checkout fields of the cart JSON (checkout spec §3 Cart as read at checkout): deliveryAddress,
 * deliveryMode with its cost, deliveryPointOfService, paymentInfo, paymentMode, guestCart and the guest's user.
 * Names (region, area, mode, store) are read live in the request language; the address itself is the snapshot
 * taken when it was set.
 */
import { eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { formatAddressParts, type Address } from "@dukkan/occ/address";
import type { Cart } from "@dukkan/occ/cart";
import type { DeliveryMode, PaymentDetails, PointOfService } from "@dukkan/occ/checkout";
import type { CartRecord, Executor } from "../cart/cart-service.js";
import { areas, deliveryModes, regions } from "../db/tables.js";
import { localize } from "../language/localized.js";
import type { CheckoutState } from "./checkout-state.js";
import type { CartPaymentDetails, DeliveryAddressSnapshot } from "./checkout.tables.js";
import { paymentModeJson, paymentModeNamed } from "./payment-modes.js";
import { storeNamed } from "../stores/points-of-service.js";
import { readAll } from "../db/read-all.js";

type Price = NonNullable<DeliveryMode["deliveryCost"]>;

/** The guest cart's user uid once the guest gave an e-mail (checkout spec §3 Guest cart assigned user). */
export const guestUid = (guid: string, email: string) => `${guid}|${email}`;

/** A delivery address snapshot as an OCC Address (names in the language); a pick-up contact has the store's lines. */
export async function deliveryAddressJson(
  db: Executor,
  snapshot: DeliveryAddressSnapshot,
  language: Language,
  store?: PointOfService,
): Promise<Partial<Address>> {
  const [regionRows, areaRows] = await readAll(db, [
    () => db.select({ name: regions.name }).from(regions).where(eq(regions.isocode, snapshot.regionIsocode)),
    () =>
      snapshot.areaIsocode
        ? db.select({ name: areas.name }).from(areas).where(eq(areas.isocode, snapshot.areaIsocode))
        : Promise.resolve([]),
  ]);
  const regionName = localize(regionRows[0]?.name, language) ?? snapshot.regionIsocode;
  const area = snapshot.areaIsocode
    ? { isocode: snapshot.areaIsocode, name: localize(areaRows[0]?.name, language) ?? snapshot.areaIsocode }
    : undefined;
  const line1 = store?.address.line1 ?? snapshot.line1;
  const line2 = store ? store.address.line2 : snapshot.line2;
  const town = store?.address.town ?? snapshot.town;
  const country = { isocode: snapshot.countryIsocode, name: apiText(language, "country.AE") };
  return dropUndefined({
    id: snapshot.id,
    titleCode: snapshot.titleCode,
    firstName: snapshot.firstName,
    lastName: snapshot.lastName,
    line1,
    line2,
    town,
    postalCode: snapshot.postalCode,
    country,
    region: {
      isocode: snapshot.regionIsocode,
      isocodeShort: snapshot.regionIsocode.slice(snapshot.countryIsocode.length + 1),
      name: regionName,
      ...(area ? { area } : {}),
    },
    area,
    trn: snapshot.trn,
    latitude: snapshot.latitude,
    longitude: snapshot.longitude,
    email: snapshot.email,
    phone: snapshot.phone,
    cellphone: snapshot.cellphone,
    shippingAddress: true,
    formattedAddress: formatAddressParts({
      line1,
      line2,
      area: area?.name,
      town,
      region: regionName,
      country: country.name,
    }),
  });
}

/** Payment details as the cart shows them: never the gateway session or the saved method's internal id. */
export function paymentInfoJson(details: CartPaymentDetails): PaymentDetails {
  return dropUndefined({
    id: details.id,
    accountHolderName: details.accountHolderName,
    cardNumber: details.cardNumber,
    cardType: details.cardType,
    expiryMonth: details.expiryMonth,
    expiryYear: details.expiryYear,
    defaultPayment: details.defaultPayment,
    saved: details.saved,
    billingAddress: details.billingAddress,
  }) as PaymentDetails;
}

/** A delivery mode row as OCC JSON; `deliveryCost` absent when it cannot be priced (no area). */
export function deliveryModeJson(
  mode: { code: string; name: { en: string; ar?: string }; description: { en: string; ar?: string } | null },
  language: Language,
  deliveryCost: Price | undefined,
): DeliveryMode {
  return dropUndefined({
    code: mode.code,
    name: localize(mode.name, language),
    description: localize(mode.description, language),
    deliveryCost,
  }) as DeliveryMode;
}

type CheckoutCartFields = Pick<
  Cart,
  "deliveryAddress" | "deliveryMode" | "deliveryPointOfService" | "paymentInfo" | "paymentMode" | "guestCart" | "user"
>;

/** The cart's checkout fields; `deliveryCost` is what the cart's totals charge for delivery now. */
export async function checkoutCartFields(
  db: Executor,
  record: CartRecord,
  state: CheckoutState,
  language: Language,
  deliveryCost: Price | undefined,
): Promise<CheckoutCartFields> {
  const [mode, store] = await readAll(db, [
    () =>
      state.deliveryModeCode
        ? db
            .select({ code: deliveryModes.code, name: deliveryModes.name, description: deliveryModes.description })
            .from(deliveryModes)
            .where(eq(deliveryModes.code, state.deliveryModeCode))
            .then((rows) => rows[0])
        : undefined,
    () => (state.pointOfServiceName ? storeNamed(db, state.pointOfServiceName, language) : undefined),
  ]);
  const paymentMode = state.paymentModeCode ? paymentModeNamed(state.paymentModeCode) : undefined;
  const fields: CheckoutCartFields = {
    deliveryMode: mode ? deliveryModeJson(mode, language, deliveryCost) : undefined,
    deliveryAddress: state.deliveryAddress
      ? await deliveryAddressJson(db, state.deliveryAddress, language, store)
      : undefined,
    deliveryPointOfService: store,
    paymentInfo: state.paymentDetails ? paymentInfoJson(state.paymentDetails) : undefined,
    paymentMode: paymentMode ? paymentModeJson(paymentMode, language) : undefined,
  };
  if (record.customerUid === null && state.guestEmail) {
    fields.guestCart = true;
    fields.user = { uid: guestUid(record.guid, state.guestEmail), name: "Guest" };
  }
  return fields;
}

function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
