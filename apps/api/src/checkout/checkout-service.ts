/**
 * The checkout data of a cart (checkout spec §2.5–2.8, §4.10, §7.1–7.2): delivery address (from the address
 * book, new, or a pick-up contact at a store), delivery mode, the guest's e-mail and the payment mode.
 *
 * Carts are found only among the caller's own (CartService.lockIn / find), so another owner's cart answers
 * exactly like an unknown one; every write locks the cart row first, like the cart's own changes. Addresses
 * must lie in the region of the shopper's selected delivery area, and a new address's map pin in its region.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { COUNTRY, type Language } from "@dukkan/occ";
import { isValidEmail } from "@dukkan/occ/rules";
import { addressPlaceIssues, GuestPhoneNumber, type Address, type AddressFields } from "@dukkan/occ/address";
import {
  DELIVERY_MODE_CODES,
  PAYMENT_MODE_CODES,
  type DeliveryMode,
  type PickUpSubmission,
} from "@dukkan/occ/checkout";
import { CURRENCY } from "@dukkan/occ";
import { occPrice } from "@dukkan/money";
import type { AddressService } from "../addresses/address-service.js";
import { customerAddresses } from "../addresses/addresses.tables.js";
import { priceCart, priceLine, type Promotions } from "../cart/cart-pricing.js";
import type { CartRecord, CartService, Executor } from "../cart/cart-service.js";
import { carts } from "../cart/cart.tables.js";
import type { Database } from "../db/client.js";
import { areas, customers, deliveryModes, regions } from "../db/tables.js";
import { regionOfPoint } from "../geo/emirate-boundaries.js";
import { OccHttpError } from "../occ/errors.js";
import {
  addressNotFound,
  areaMissing,
  guestsCannotPayOnDelivery,
  invalidEmail,
  invalidGuestPhone,
  invalidPlace,
  paymentCodeEmpty,
  pinOutOfRegion,
  regionDiffersFromArea,
  storeNotFound,
  unknownDeliveryMode,
  unknownPaymentMode,
} from "./checkout-errors.js";
import { pricingArea, readCheckoutState, writeCheckout } from "./checkout-state.js";
import type { DeliveryAddressSnapshot } from "./checkout.tables.js";
import { deliveryAddressJson, deliveryModeJson } from "./checkout-view.js";
import { PAYMENT_MODES, paymentModeJson, paymentModeNamed } from "./payment-modes.js";
import { storeNamed } from "../stores/points-of-service.js";
import type { CartRedemptions, RedemptionRequest } from "../loyalty/cart-redemption.js";
import { guestsCannotRedeem } from "../loyalty/loyalty-errors.js";
import { callerUid, type RequestContext } from "../occ/request-context.js";

/** The standard flow's pick-up-in-store mode code: never offered in the product's flow (checkout spec §2.5). */
const STANDARD_PICKUP_CODE = "pickup";

/** The region isocode of an area isocode: its first two parts (AE-DU-MARINA → AE-DU). */
export const regionOfArea = (area: string) => area.split("-").slice(0, 2).join("-");

/** A new delivery address: the address form's fields with the map pin, which the checkout requires. */
export type PinnedAddressFields = AddressFields & { latitude: number; longitude: number };

const customerOnlyEmail = () =>
  new OccHttpError(403, [
    {
      type: "CartError",
      reason: "forbidden",
      subject: "email",
      subjectType: "cart",
      message: "Only a guest's cart takes an e-mail; a customer's cart uses the account's.",
    },
  ]);

type ModeRow = typeof deliveryModes.$inferSelect;

/** What checkout reads of the request: who calls, the shopper's delivery area, the response language. */
type CheckoutContext = Pick<RequestContext, "caller" | "area" | "language">;

export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly promotions: Promotions,
    /** Loyalty points on the cart (issue 21); without it a redemption is refused like an unknown mode. */
    private readonly redemptions?: CartRedemptions,
  ) {}

  /** PUT …/addresses/delivery?addressId=: one of the customer's saved addresses, in the area's region. */
  async setDeliveryAddress(context: CheckoutContext, cartId: string, addressId: string) {
    const caller = callerUid(context);
    const { area } = context;
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      if (cart.customerUid === null) throw addressNotFound(addressId);
      const [row] = await tx
        .select()
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerUid, cart.customerUid), eq(customerAddresses.id, addressId)));
      if (!row) throw addressNotFound(addressId);
      if (area && regionOfArea(area) !== row.regionIsocode) throw regionDiffersFromArea("addressId");
      await this.replaceAddress(tx, cart, {
        id: row.id,
        addressId: row.id,
        titleCode: row.titleCode ?? undefined,
        firstName: row.firstName,
        lastName: row.lastName,
        line1: row.line1,
        line2: row.line2 ?? undefined,
        town: row.town,
        postalCode: row.postalCode ?? undefined,
        countryIsocode: row.countryIsocode,
        regionIsocode: row.regionIsocode,
        areaIsocode: row.areaIsocode,
        trn: row.trn ?? undefined,
        latitude: row.latitude ?? undefined,
        longitude: row.longitude ?? undefined,
        email: row.email ?? undefined,
        phone: row.phone,
        cellphone: row.cellphone ?? undefined,
      });
    });
  }

  /**
   * POST …/addresses/delivery: a new address becomes the cart's delivery address; a customer's is also saved
   * to their address book (the default when it is their first). The pin must lie in the address's region.
   */
  async createDeliveryAddress(context: CheckoutContext, cartId: string, fields: PinnedAddressFields): Promise<Address> {
    const caller = callerUid(context);
    const { area, language } = context;
    if (caller === null && !GuestPhoneNumber.safeParse(fields.phone).success) throw invalidGuestPhone();
    await this.checkPlace(fields);
    if (area && regionOfArea(area) !== fields.region.isocode) throw regionDiffersFromArea("region.isocode");
    if (regionOfPoint(fields.latitude, fields.longitude) !== fields.region.isocode) throw pinOutOfRegion();
    // Ownership first: a call on someone else's cart must not add to the caller's address book.
    await this.carts.find(context, cartId);
    const saved = caller === null ? undefined : await this.addresses.create(context, fields);
    const snapshot: DeliveryAddressSnapshot = {
      ...snapshotOfFields(fields),
      id: saved?.id ?? randomUUID(),
      ...(saved ? { addressId: saved.id } : {}),
    };
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      await this.replaceAddress(tx, cart, snapshot);
    });
    if (saved) return saved;
    const json = await deliveryAddressJson(this.db, snapshot, language);
    return { ...json, defaultAddress: false, visibleInAddressBook: false } as Address;
  }

  /** DELETE …/addresses/delivery: forgets the delivery address (and a pick-up store); the mode stays. */
  async clearDeliveryAddress(context: CheckoutContext, cartId: string) {
    const caller = callerUid(context);
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      await writeCheckout(tx, cart.id, { deliveryAddress: null, pointOfServiceName: null });
    });
  }

  /**
   * POST …/addresses/delivery/pos (checkout spec §2.8): pick-up at a store of the area's region; the mode becomes
   * pick-up and the contact (names, phone, e-mail) with the store's address lines the delivery address.
   */
  async setPickUp(context: CheckoutContext, cartId: string, submission: PickUpSubmission): Promise<Partial<Address>> {
    const caller = callerUid(context);
    const { area, language } = context;
    if (!area) throw areaMissing();
    const region = submission.region.isocode;
    if (submission.country.isocode !== COUNTRY || !region.startsWith(`${COUNTRY}-`)) {
      throw invalidPlace("country.isocode", `We deliver only in ${COUNTRY}.`);
    }
    if (regionOfArea(area) !== region) throw regionDiffersFromArea("region.isocode");
    const store = await storeNamed(this.db, submission.pos.name, language);
    if (store?.address.region?.isocode !== region) throw storeNotFound(submission.pos.name);
    const email = submission.address.email || undefined;
    if (email && !isValidEmail(email)) throw invalidEmail();
    const pickUp = await this.activeMode(this.db, DELIVERY_MODE_CODES.pickUp);
    if (!pickUp?.pickup) throw unknownDeliveryMode(DELIVERY_MODE_CODES.pickUp);
    const snapshot = await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      const knownEmail = email ?? (await this.ownerEmail(tx, cart));
      const contact: DeliveryAddressSnapshot = {
        id: randomUUID(),
        firstName: submission.address.firstName,
        lastName: submission.address.lastName,
        line1: store.address.line1 ?? store.displayName,
        line2: store.address.line2,
        town: store.address.town ?? "",
        countryIsocode: COUNTRY,
        regionIsocode: region,
        phone: submission.address.phone,
        email: knownEmail,
      };
      await tx.update(carts).set({ deliveryModeCode: pickUp.code }).where(eq(carts.id, cart.id));
      await writeCheckout(tx, cart.id, { deliveryAddress: contact, pointOfServiceName: store.name });
      return contact;
    });
    return deliveryAddressJson(this.db, snapshot, language, store);
  }

  /** GET …/deliverymodes: the modes the shop offers, each priced for this cart in the request's area. */
  async supportedModes(context: CheckoutContext, cartId: string) {
    const { area, language } = context;
    const cart = await this.carts.find(context, cartId);
    const [modes, costOf] = await Promise.all([this.offeredModes(), this.deliveryPricing(cart, area, language)]);
    return { deliveryModes: modes.map((mode) => deliveryModeJson(mode, language, costOf(mode.pickup, language))) };
  }

  /** GET …/deliverymode: the cart's mode with what it costs now, or undefined when none is chosen. */
  async cartMode(context: CheckoutContext, cartId: string): Promise<DeliveryMode | undefined> {
    const { area, language } = context;
    const cart = await this.carts.find(context, cartId);
    if (!cart.deliveryModeCode) return undefined;
    const mode = await this.activeMode(this.db, cart.deliveryModeCode, true);
    if (!mode) return undefined;
    const costOf = await this.deliveryPricing(cart, area, language);
    return deliveryModeJson(mode, language, costOf(mode.pickup, language));
  }

  /**
   * PUT …/deliverymode?deliveryModeId=: sets the mode. The delivery address is kept when it still fits the new
   * mode (a home address for home delivery, a store contact for pick-up) and forgotten otherwise.
   */
  async setMode(context: CheckoutContext, cartId: string, code: string) {
    const caller = callerUid(context);
    const mode = await this.activeMode(this.db, code);
    if (!mode || mode.code === STANDARD_PICKUP_CODE) throw unknownDeliveryMode(code);
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      await tx.update(carts).set({ deliveryModeCode: mode.code }).where(eq(carts.id, cart.id));
      const state = await readCheckoutState(tx, cart.id);
      const hasStore = state.pointOfServiceName !== null;
      if (state.deliveryAddress && hasStore !== mode.pickup) {
        await writeCheckout(tx, cart.id, { deliveryAddress: null, pointOfServiceName: null });
      }
    });
  }

  /** DELETE …/deliverymode: no mode; a pick-up store and its contact go with it. */
  async clearMode(context: CheckoutContext, cartId: string) {
    const caller = callerUid(context);
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      await tx.update(carts).set({ deliveryModeCode: null }).where(eq(carts.id, cart.id));
      const state = await readCheckoutState(tx, cart.id);
      if (state.pointOfServiceName !== null) {
        await writeCheckout(tx, cart.id, { deliveryAddress: null, pointOfServiceName: null });
      }
    });
  }

  /** PUT users/anonymous/carts/{guid}/email?email=: the guest's e-mail (cart.user.uid becomes '{guid}|{email}'). */
  async setGuestEmail(context: CheckoutContext, cartId: string, email: string) {
    const caller = callerUid(context);
    if (caller !== null) throw customerOnlyEmail();
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) throw invalidEmail();
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, null, cartId);
      await writeCheckout(tx, cart.id, { guestEmail: trimmed });
    });
  }

  /** GET paymentmodes. */
  paymentModes(language: Language) {
    return {
      paymentModes: PAYMENT_MODES.filter((mode) => mode.listed).map((mode) => paymentModeJson(mode, language)),
    };
  }

  /** PUT …/paymentmode?paymentMode=: card or pay on delivery (customers only). */
  async setPaymentMode(
    context: CheckoutContext,
    cartId: string,
    code: string | undefined,
    redemption?: RedemptionRequest,
  ) {
    const caller = callerUid(context);
    const trimmed = code?.trim() ?? "";
    if (!trimmed) throw paymentCodeEmpty();
    const mode = paymentModeNamed(trimmed);
    const byPoints = mode?.code === PAYMENT_MODE_CODES.loyaltyPoint;
    if (!mode || ((byPoints || redemption) && !this.redemptions)) throw unknownPaymentMode(trimmed);
    // The loyalty choice first: it checks the balance and the total and refuses without changing anything.
    if (redemption && mode.code !== PAYMENT_MODE_CODES.payOnDelivery) {
      await this.redemptions!.setValue(context, cartId, redemption);
    }
    await this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, caller, cartId);
      if (cart.customerUid === null && !mode.forGuests) {
        throw byPoints ? guestsCannotRedeem() : guestsCannotPayOnDelivery();
      }
      await writeCheckout(tx, cart.id, { paymentModeCode: mode.code });
      // Checkout spec §4.1: choosing cash resets the loyalty choice; so does a card chosen without points (the
      // points pay whole orders only, decision 0058, so a card never pays alongside points left on the cart).
      if (mode.code === PAYMENT_MODE_CODES.payOnDelivery || (mode.code === PAYMENT_MODE_CODES.card && !redemption)) {
        await this.redemptions?.clear(tx, cart.id);
      }
    });
  }

  /** The e-mail the cart's owner gave: the guest's for the cart, or the customer's account e-mail. */
  private async ownerEmail(tx: Executor, cart: CartRecord): Promise<string | undefined> {
    if (cart.customerUid === null) return (await readCheckoutState(tx, cart.id)).guestEmail ?? undefined;
    const [row] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.uid, cart.customerUid));
    return row?.email;
  }

  /** A home address replaces the delivery address and any pick-up store. */
  private async replaceAddress(tx: Executor, cart: CartRecord, snapshot: DeliveryAddressSnapshot) {
    await writeCheckout(tx, cart.id, { deliveryAddress: snapshot, pointOfServiceName: null });
  }

  /** The modes offered to shoppers, in position order (the standard flow's 'pickup' is not one of them). */
  private offeredModes(): Promise<ModeRow[]> {
    return this.db
      .select()
      .from(deliveryModes)
      .where(and(eq(deliveryModes.active, true), ne(deliveryModes.code, STANDARD_PICKUP_CODE)))
      .orderBy(asc(deliveryModes.position), asc(deliveryModes.code));
  }

  private async activeMode(db: Executor, code: string, evenInactive = false): Promise<ModeRow | undefined> {
    const [mode] = await db.select().from(deliveryModes).where(eq(deliveryModes.code, code));
    return mode && (mode.active || evenInactive) ? mode : undefined;
  }

  /**
   * What delivery would cost this cart by a pick-up or a shipping mode: the cart's own pricing (area fee, free
   * above its threshold, shipping promotions, pick-up free), so the list and the cart always agree.
   */
  private async deliveryPricing(cart: CartRecord, area: string | null, language: Language) {
    const [stored, state] = await Promise.all([this.carts.entries(cart.id), readCheckoutState(this.db, cart.id)]);
    const context = await this.carts.delivery(pricingArea(state, area), null);
    const lines = this.carts.lines(stored);
    const outcome = await this.promotions.evaluate(lines.map(priceLine), {
      cartId: cart.id,
      customerUid: cart.customerUid,
      language,
    });
    return (pickup: boolean, lang: Language) => {
      const fils = priceCart(lines, { area: context.area, pickup }, outcome).deliveryCostFils;
      return fils === null ? undefined : occPrice(fils, lang, CURRENCY);
    };
  }

  /** Country AE, the region in it, and a known area of the region (as the address book checks). */
  private async checkPlace(fields: AddressFields) {
    if (fields.country.isocode !== COUNTRY) throw invalidPlace("country.isocode", `We deliver only in ${COUNTRY}.`);
    const issues = addressPlaceIssues(fields);
    if (issues.includes("region")) throw invalidPlace("region.isocode", "The region is not in the country.");
    if (issues.includes("area")) throw invalidPlace("area.isocode", "The area is not in the region.");
    const [known] = await this.db
      .select({ isocode: areas.isocode })
      .from(areas)
      .innerJoin(regions, eq(regions.isocode, areas.regionIsocode))
      .where(and(eq(areas.isocode, fields.area.isocode), eq(areas.regionIsocode, fields.region.isocode)));
    if (!known) throw invalidPlace("area.isocode", `Unknown delivery area ${fields.area.isocode}.`);
  }
}

function snapshotOfFields(fields: PinnedAddressFields): Omit<DeliveryAddressSnapshot, "id"> {
  return {
    titleCode: fields.titleCode,
    firstName: fields.firstName,
    lastName: fields.lastName,
    line1: fields.line1,
    line2: fields.line2,
    town: fields.town,
    postalCode: fields.postalCode,
    countryIsocode: fields.country.isocode,
    regionIsocode: fields.region.isocode,
    areaIsocode: fields.area.isocode,
    trn: fields.trn,
    latitude: fields.latitude,
    longitude: fields.longitude,
    email: fields.email,
    phone: fields.phone,
    cellphone: fields.cellphone,
  };
}
