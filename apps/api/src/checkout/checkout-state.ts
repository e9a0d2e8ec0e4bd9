/**
 * The checkout state of a cart, for the features that act on it: payment (writes the payment details) and
 * orders (reads everything to place the order, clears it afterwards). Every function takes the caller's
 * transaction and the cart's internal id (`CartRecord.id`): ownership is checked by whoever found the cart.
 */
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../cart/cart-service.js";
import type { DeliveryContext } from "../cart/cart-pricing.js";
import { carts } from "../cart/cart.tables.js";
import { areas, deliveryModes } from "../db/tables.js";
import { cartCheckout, type CartPaymentDetails, type DeliveryAddressSnapshot } from "./checkout.tables.js";

export type { CartPaymentDetails, DeliveryAddressSnapshot } from "./checkout.tables.js";

export interface CheckoutState {
  deliveryAddress: DeliveryAddressSnapshot | null;
  /** carts.delivery_mode_code: 'home-delivery' or 'pick-up' (null: not chosen). */
  deliveryModeCode: string | null;
  /** The pick-up store's name (points_of_service.name) when the mode is pick-up. */
  pointOfServiceName: string | null;
  /** 'card' or 'pay-on-delivery' (null: not chosen). */
  paymentModeCode: string | null;
  paymentDetails: CartPaymentDetails | null;
  /** The guest's e-mail (null for customers' carts and guests who have not given it yet). */
  guestEmail: string | null;
  /** Loyalty points to pay with, as their value in fils (0: none; issue 21). */
  loyaltyRedeemFils: number;
}

/**
 * The delivery area that prices a cart (fee, free-delivery threshold): the delivery address's once one is set,
 * else the shopper's selected area (the request's `area`). A request area that disagrees with the address is
 * ignored, so a query parameter can never change what the address's delivery costs.
 */
export function pricingArea(state: Pick<CheckoutState, "deliveryAddress">, requestArea: string | null): string | null {
  return state.deliveryAddress?.areaIsocode ?? requestArea;
}

const stateColumns = {
  deliveryModeCode: carts.deliveryModeCode,
  deliveryAddress: cartCheckout.deliveryAddress,
  pointOfServiceName: cartCheckout.pointOfServiceName,
  paymentModeCode: cartCheckout.paymentModeCode,
  paymentDetails: cartCheckout.paymentDetails,
  guestEmail: cartCheckout.guestEmail,
  loyaltyRedeemFils: cartCheckout.loyaltyRedeemFils,
};

/** The checkout state of a cart; an unknown cart reads as an empty state. */
export async function readCheckoutState(tx: Executor, cartId: number): Promise<CheckoutState> {
  const [row] = await tx
    .select(stateColumns)
    .from(carts)
    .leftJoin(cartCheckout, eq(cartCheckout.cartId, carts.id))
    .where(eq(carts.id, cartId));
  return stateOf(row);
}

/**
 * What a cart read needs of checkout, in one query: the checkout state, and the delivery pricing (the fee and
 * free-delivery threshold of the `pricingArea`, and whether `deliveryModeCode` is a pick-up) that
 * `CartService.delivery` would read after it. A cart deleted meanwhile reads as an empty state, priced by the
 * request's area as before.
 */
export async function readCheckoutPricing(
  db: Executor,
  cartId: number,
  requestArea: string | null,
  deliveryModeCode: string | null,
): Promise<{ state: CheckoutState; delivery: DeliveryContext } | null> {
  const [row] = await db
    .select({
      ...stateColumns,
      shippingFeeFils: areas.shippingFeeFils,
      orderThresholdFils: areas.orderThresholdFils,
      pickup: deliveryModes.pickup,
    })
    .from(carts)
    .leftJoin(cartCheckout, eq(cartCheckout.cartId, carts.id))
    // pricingArea in SQL: the delivery address's area, else the request's.
    .leftJoin(
      areas,
      eq(areas.isocode, sql`coalesce(${cartCheckout.deliveryAddress}->>'areaIsocode', ${requestArea}::text)`),
    )
    .leftJoin(deliveryModes, eq(deliveryModes.code, sql`${deliveryModeCode}::text`))
    .where(eq(carts.id, cartId));
  if (!row) return null;
  const { shippingFeeFils, orderThresholdFils, pickup } = row;
  return {
    state: stateOf(row),
    delivery: {
      area: shippingFeeFils === null ? null : { shippingFeeFils, orderThresholdFils },
      pickup: pickup ?? false,
    },
  };
}

/** A state column read through a left join: null when the cart has no checkout row. */
type StateRow = { [K in keyof CheckoutState]: CheckoutState[K] | null };

function stateOf(row: StateRow | undefined): CheckoutState {
  return {
    deliveryAddress: row?.deliveryAddress ?? null,
    deliveryModeCode: row?.deliveryModeCode ?? null,
    pointOfServiceName: row?.pointOfServiceName ?? null,
    paymentModeCode: row?.paymentModeCode ?? null,
    paymentDetails: row?.paymentDetails ?? null,
    guestEmail: row?.guestEmail ?? null,
    loyaltyRedeemFils: row?.loyaltyRedeemFils ?? 0,
  };
}

/** Fields of the checkout row a writer changes; the others keep their values. */
export type CheckoutChanges = Partial<Omit<typeof cartCheckout.$inferInsert, "cartId" | "updatedAt">>;

/** Upserts the cart's checkout row with `changes`. */
export async function writeCheckout(tx: Executor, cartId: number, changes: CheckoutChanges): Promise<void> {
  await tx
    .insert(cartCheckout)
    .values({ cartId, ...changes })
    .onConflictDoUpdate({ target: cartCheckout.cartId, set: { ...changes, updatedAt: new Date() } });
}

/** Sets (or with null removes) the cart's payment details; the billing address travels inside them. */
export async function setCartPaymentDetails(
  tx: Executor,
  cartId: number,
  details: CartPaymentDetails | null,
): Promise<void> {
  await writeCheckout(tx, cartId, { paymentDetails: details });
}

/**
 * Forgets everything checkout put on the cart: address, store, mode, payment mode and details. The guest's
 * e-mail stays: it says who the cart belongs to, not how it is delivered.
 */
export async function clearCheckout(tx: Executor, cartId: number): Promise<void> {
  await tx.update(carts).set({ deliveryModeCode: null }).where(eq(carts.id, cartId));
  await tx
    .update(cartCheckout)
    .set({
      deliveryAddress: null,
      pointOfServiceName: null,
      paymentModeCode: null,
      paymentDetails: null,
      loyaltyRedeemFils: 0,
      loyaltyChoice: null,
      updatedAt: new Date(),
    })
    .where(eq(cartCheckout.cartId, cartId));
}
