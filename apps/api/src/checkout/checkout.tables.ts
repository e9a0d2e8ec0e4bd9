/**
 * What a cart carries once checkout has started (checkout spec §3 Cart as read at checkout), one row per cart,
 * deleted with the cart. The delivery mode itself stays on `carts.delivery_mode_code` (cart pricing reads it).
 * - The delivery address is a snapshot (later address-book edits do not move a cart's delivery), with the id of
 *   the address-book entry it came from, if any.
 * - Payment details are only what the gateway reported back (masked card), the billing address and the id of a
 *   saved payment method: never card data (decision: hosted fields).
 */
import { jsonb, pgTable, integer, text, timestamp } from "drizzle-orm/pg-core";
import type { BillingAddress } from "@dukkan/occ/checkout";
import { carts } from "../cart/cart.tables.js";

/** The delivery address of a cart as it was set: the shopper's fields, resolved names and the map pin. */
export interface DeliveryAddressSnapshot {
  /** The OCC id of the delivery address: the address-book entry's id, else one made when it was set. */
  id: string;
  /** The address-book entry it was set from or saved to; absent for a guest's address or a pick-up contact. */
  addressId?: string;
  titleCode?: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  postalCode?: string;
  countryIsocode: string;
  regionIsocode: string;
  /** Absent for a pick-up contact (the store's address lines are used). */
  areaIsocode?: string;
  trn?: string;
  latitude?: number;
  longitude?: number;
  email?: string;
  phone: string;
  cellphone?: string;
}

/** Payment details of a cart (checkout spec §3 Payment details), as written by the payment feature. */
export interface CartPaymentDetails {
  /** The OCC id of these details (the saved method's id, or one made for a one-off card). */
  id: string;
  /** The saved payment method these details use (customers' saved cards), if any. */
  savedMethodId?: string;
  accountHolderName?: string;
  /** Masked as the gateway reports it: ************0008. */
  cardNumber?: string;
  cardType?: { code: string; name?: string };
  expiryMonth?: string;
  expiryYear?: string;
  defaultPayment?: boolean;
  saved?: boolean;
  /** The gateway session the card was entered in (hosted fields). */
  sessionId?: string;
  /** Absent: the delivery address is the billing address. */
  billingAddress?: BillingAddress;
}

export const cartCheckout = pgTable("cart_checkout", {
  cartId: integer("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  deliveryAddress: jsonb("delivery_address").$type<DeliveryAddressSnapshot>(),
  /** The pick-up store (points_of_service.name) when the delivery mode is pick-up. */
  pointOfServiceName: text("point_of_service_name"),
  paymentModeCode: text("payment_mode_code"),
  paymentDetails: jsonb("payment_details").$type<CartPaymentDetails>(),
  /** A guest's e-mail (PUT users/anonymous/carts/{guid}/email). */
  guestEmail: text("guest_email"),
  /**
   * Loyalty points the customer chose to pay with (issue 21), as their value in fils; 0: none. Checked against the
   * balance and the total again when the order is placed.
   */
  loyaltyRedeemFils: integer("loyalty_redeem_fils").notNull().default(0),
  /** The loyalty choice of the checkout's form: 'partial' or 'all' (null: points not used). */
  loyaltyChoice: text("loyalty_choice"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
