/**
 * The checkout's calls to the API (checkout spec §7.1, §7.2, §7.5; issue 7 contract): delivery mode, delivery
 * address or pick-up store, guest e-mail, payment mode, saved payment details and placing a cash order. Every call
 * goes to `users/{u}/carts/{c}/…` of the cart the guard loaded ({@link CartRef}) with the session's area, so the
 * API prices for it and checks ownership; nothing here trusts a price or an id the browser sent without the API.
 */
import type { Language } from "@dukkan/i18n";
import type { Address, AddressFieldsInput, AddressList } from "@dukkan/occ/address";
import type { Cart, StockCheckResult } from "@dukkan/occ/cart";
import {
  DeliveryModeList,
  PaymentDetailsList,
  PaymentModeList,
  PaymentLinkSent,
  PointOfServiceList,
  type DeliveryMode,
  type PaymentDetails,
  type PickUpSubmission,
  type PointOfService,
} from "@dukkan/occ/checkout";
import { Order } from "@dukkan/occ/order";
import { clearGuestArea, requestArea } from "../area/area.server";
import type { CartRef } from "../cart/cart.server";
import { occFetch, OccRequestError, type OccRequestOptions } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

/** What every checkout call needs: the session (area), the page's language and the cart as the guard addressed it. */
export type CheckoutContext = { session: Session; language: Language; ref: CartRef };

type CallOptions = Omit<OccRequestOptions, "lang" | "area" | "accessToken">;

function cartPath(ref: CartRef, path: string): string {
  const base = `users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}`;
  return path ? `${base}/${path}` : base;
}

function call<T>({ session, language, ref }: CheckoutContext, path: string, options: CallOptions = {}): Promise<T> {
  return occFetch<T>(path, { ...options, lang: language, area: requestArea(session), accessToken: ref.accessToken });
}

function cartCall<T>(context: CheckoutContext, path: string, options: CallOptions = {}): Promise<T> {
  return call<T>(context, cartPath(context.ref, path), options);
}

/** A guest cart once its e-mail is set (spec §3: user.uid '{guid}|{email}'). */
export function isGuestCart(cart: Pick<Cart, "guestCart" | "user">): boolean {
  return cart.guestCart === true || Boolean(cart.user?.uid.includes("|"));
}

/** The e-mail of a guest cart (spec §6: pre-filled from the cart's assigned user). */
export function guestEmailOf(cart: Pick<Cart, "user">): string | undefined {
  const uid = cart.user?.uid;
  const separator = uid?.indexOf("|") ?? -1;
  return uid && separator >= 0 ? uid.slice(separator + 1) : undefined;
}

/** The API's 400 for a checkout change it refused (unknown code, missing precondition). */
export function isValidationRefusal(error: unknown): error is OccRequestError {
  return error instanceof OccRequestError && error.status === 400;
}

/** A CartError (spec §8: on a checkout route the shopper goes to the cart). */
export function isCartError(error: unknown): error is OccRequestError {
  return error instanceof OccRequestError && error.status === 400 && error.errors[0]?.type === "CartError";
}

// ---- Delivery mode (§2.5, §7.1) ----

export async function loadDeliveryModes(context: CheckoutContext): Promise<DeliveryMode[]> {
  return DeliveryModeList.parse(await cartCall<unknown>(context, "deliverymodes")).deliveryModes;
}

export async function setDeliveryMode(context: CheckoutContext, code: string): Promise<void> {
  await cartCall(context, "deliverymode", { method: "PUT", query: { deliveryModeId: code } });
}

export async function clearDeliveryMode(context: CheckoutContext): Promise<void> {
  await cartCall(context, "deliverymode", { method: "DELETE" });
}

// ---- Delivery address and pick-up (§2.6–2.8) ----

/** Spec §2.5: entering the delivery mode step clears the checkout delivery address. */
export async function clearDeliveryAddress(context: CheckoutContext): Promise<void> {
  await cartCall(context, "addresses/delivery", { method: "DELETE" });
}

/** A customer's saved address; the API refuses (400) one outside the selected area's region. */
export async function setDeliveryAddress(context: CheckoutContext, addressId: string): Promise<void> {
  await cartCall(context, "addresses/delivery", { method: "PUT", query: { addressId } });
}

/** A new address with its map pin; for customers the API also saves it to the address book. */
export async function createDeliveryAddress(
  context: CheckoutContext,
  fields: AddressFieldsInput & { latitude: number; longitude: number },
): Promise<Address> {
  return cartCall<Address>(context, "addresses/delivery", { method: "POST", body: fields });
}

/** Pick-up: the store and the contact (sets the mode 'pick-up' too). */
export async function setPickUp(context: CheckoutContext, submission: PickUpSubmission): Promise<void> {
  await cartCall(context, "addresses/delivery/pos", { method: "POST", body: submission });
}

/** The stores of a region (e.g. AE-DU), localised, with their opening hours. */
export async function loadStores(context: CheckoutContext, regionIsocode: string): Promise<PointOfService[]> {
  const path = `stores/country/AE/region/${encodeURIComponent(regionIsocode)}`;
  return PointOfServiceList.parse(await call<unknown>(context, path)).pointOfServices;
}

/** The signed-in customer's saved addresses (none for guests). */
export async function loadCustomerAddresses(context: CheckoutContext): Promise<Address[]> {
  if (context.ref.userId !== "current") return [];
  return (await call<AddressList>(context, "users/current/addresses")).addresses;
}

// ---- Guest e-mail (§2.3) ----

/** PUT users/anonymous/carts/{guid}/email: the cart becomes a guest cart of that e-mail. */
export async function setGuestEmail(context: CheckoutContext, email: string): Promise<void> {
  await cartCall(context, "email", { method: "PUT", query: { email } });
}

// ---- Payment (§7.2) ----

export async function loadPaymentModes(context: CheckoutContext): Promise<PaymentModeList["paymentModes"]> {
  return PaymentModeList.parse(await call<unknown>(context, "paymentmodes")).paymentModes;
}

export async function setPaymentMode(context: CheckoutContext, code: string): Promise<void> {
  await cartCall(context, "paymentmode", { method: "PUT", query: { paymentMode: code } });
}

/**
 * An assisted-service agent sends the customer a link to pay this cart by card themselves (decision 0085): the API
 * e-mails it, and texts a verified mobile number; answers where it went and for what total.
 */
export async function sendPaymentLink(context: CheckoutContext): Promise<PaymentLinkSent> {
  return PaymentLinkSent.parse(await cartCall<unknown>(context, "paymentlink", { method: "POST" }));
}

/**
 * The customer's saved cards (none for guests: they cannot save one; none for an assisted-service agent, who may
 * neither see nor use them, decision 0076).
 */
export async function loadSavedPaymentDetails(context: CheckoutContext): Promise<PaymentDetails[]> {
  if (context.ref.userId !== "current" || context.session.data.agent) return [];
  return PaymentDetailsList.parse(await call<unknown>(context, "users/current/paymentdetails")).payments;
}

/** Puts a saved card on the cart (its CVV is asked again on the payment step). */
export async function setSavedPaymentDetails(context: CheckoutContext, paymentDetailsId: string): Promise<void> {
  await cartCall(context, "paymentdetails", { method: "PUT", query: { paymentDetailsId } });
}

// ---- Placing (§7.5) ----

export async function stockCheck(context: CheckoutContext): Promise<StockCheckResult> {
  return cartCall<StockCheckResult>(context, "stockCheck");
}

/** Whether the stock check passed (spec §5.7: it must read 'SUCCESS'; the message may sit in `body`). */
export function stockCheckPassed(
  result: StockCheckResult | { message?: string; body?: { message?: string } },
): boolean {
  const shaped = result as { message?: unknown; body?: { message?: unknown } };
  const message = typeof shaped.message === "string" ? shaped.message : shaped.body?.message;
  return message === "SUCCESS";
}

/**
 * Places the order of a cart paid on delivery (cash). The API re-checks everything (address, mode, payment mode,
 * terms, stock) and answers the same order for the same cart again; its refusals are {@link OccRequestError}s.
 */
export async function placeOrder(
  context: CheckoutContext,
  { termsChecked }: { termsChecked: boolean },
): Promise<Order> {
  const answer = await occFetch<unknown>(`users/${context.ref.userId}/orders`, {
    method: "POST",
    lang: context.language,
    area: requestArea(context.session),
    accessToken: context.ref.accessToken,
    query: { cartId: context.ref.cartId, termsChecked, fields: "FULL" },
  });
  return Order.parse(answer);
}

/**
 * After an order is placed (contract 'Storefront'): the confirmation page reads `placedOrder`; the guest's cart
 * reference goes (a new cart is made lazily) and a guest's area too (spec §6). Callers commit the session.
 */
export function rememberPlacedOrder(session: Session, order: Pick<Order, "code" | "guid">, isGuest: boolean): void {
  session.set("placedOrder", { code: order.code, guid: order.guid });
  session.unset("cartGuid");
  if (isGuest) clearGuestArea(session);
}
