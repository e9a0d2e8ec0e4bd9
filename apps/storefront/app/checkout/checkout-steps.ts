/**
 * The checkout's steps in reading B (checkout spec §2.1): delivery mode → delivery address → payment details (which
 * also holds the review and place order). Pure data and rules shared by the server guards and the progress
 * indicator, so both agree on which step a cart may open.
 */
import type { Cart } from "@dukkan/occ/cart";
import { DELIVERY_MODE_CODES } from "@dukkan/occ/constants";

export type CheckoutStepId = "deliveryMode" | "deliveryAddress" | "paymentDetails";

export type CheckoutStep = {
  id: CheckoutStepId;
  /** The route path under `/{lang}/`. */
  path: string;
  /** The i18n key of the step's name. */
  nameKey: string;
};

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { id: "deliveryMode", path: "checkout/delivery-mode", nameKey: "checkout.steps.deliveryMode" },
  { id: "deliveryAddress", path: "checkout/delivery-address", nameKey: "checkout.steps.deliveryAddress" },
  { id: "paymentDetails", path: "checkout/payment-details", nameKey: "checkout.steps.paymentDetails" },
];

/** The standard review screen (spec §2.13), outside the three steps of reading B. */
export const REVIEW_ORDER_PATH = "checkout/review-order";

export function checkoutStep(id: CheckoutStepId): CheckoutStep {
  const step = CHECKOUT_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`Unknown checkout step ${id}`);
  return step;
}

export function stepIndex(id: CheckoutStepId): number {
  return CHECKOUT_STEPS.findIndex((step) => step.id === id);
}

/** `/{lang}/checkout/…` of a step. */
export function stepPath(language: string, id: CheckoutStepId): string {
  return `/${language}/${checkoutStep(id).path}`;
}

export function checkoutPath(language: string): string {
  return `/${language}/checkout`;
}

export function reviewOrderPath(language: string): string {
  return `/${language}/${REVIEW_ORDER_PATH}`;
}

/** The step before this one, or undefined for the first (whose 'Back' goes to the cart, spec §4.9). */
export function previousStep(id: CheckoutStepId): CheckoutStepId | undefined {
  return CHECKOUT_STEPS[stepIndex(id) - 1]?.id;
}

export function nextStep(id: CheckoutStepId): CheckoutStepId | undefined {
  return CHECKOUT_STEPS[stepIndex(id) + 1]?.id;
}

/** Desktop progress (spec §2.4): before the active step completed (a link), the active one selected, after disabled. */
export type StepState = "completed" | "selected" | "disabled";

export function stepStates(active: CheckoutStepId): { step: CheckoutStep; state: StepState }[] {
  const activeIndex = stepIndex(active);
  return CHECKOUT_STEPS.map((step, index) => ({
    step,
    state: index < activeIndex ? "completed" : index === activeIndex ? "selected" : "disabled",
  }));
}

/** What of the cart the step guard reads. */
export type CheckoutProgressCart = Pick<
  Cart,
  "deliveryMode" | "deliveryAddress" | "deliveryPointOfService" | "paymentMode" | "paymentInfo"
>;

export function isPickUp(cart: Pick<Cart, "deliveryMode">): boolean {
  return cart.deliveryMode?.code === DELIVERY_MODE_CODES.pickUp;
}

/** The delivery step is done: an address for home delivery, a store (with its contact) for pick-up. */
export function hasDeliveryDestination(cart: CheckoutProgressCart): boolean {
  if (isPickUp(cart)) return Boolean(cart.deliveryPointOfService);
  return Boolean(cart.deliveryAddress?.id ?? cart.deliveryAddress?.line1);
}

/** A payment is set: a payment mode other than card, or card payment details. */
export function hasPayment(cart: CheckoutProgressCart): boolean {
  return Boolean(cart.paymentInfo) || Boolean(cart.paymentMode && cart.paymentMode.code !== "card");
}

/**
 * Spec §4.9 step guard, reading B: the first step whose requirement the cart does not meet yet — the mode is
 * needed before the address step, the address (or store) before the payment step.
 */
export function furthestReachableStep(cart: CheckoutProgressCart): CheckoutStepId {
  if (!cart.deliveryMode) return "deliveryMode";
  if (!hasDeliveryDestination(cart)) return "deliveryAddress";
  return "paymentDetails";
}

/**
 * Where a shopper opening `step` must go instead, or undefined when the step may open: a step beyond what the cart
 * allows sends the shopper back to the step that is missing.
 */
export function stepRedirect(step: CheckoutStepId, cart: CheckoutProgressCart): CheckoutStepId | undefined {
  const reachable = furthestReachableStep(cart);
  return stepIndex(step) > stepIndex(reachable) ? reachable : undefined;
}

/** The standard review screen needs every step done (spec §4.9 'payment set → review'). */
export function reviewRedirect(cart: CheckoutProgressCart): CheckoutStepId | undefined {
  const reachable = furthestReachableStep(cart);
  if (reachable !== "paymentDetails") return reachable;
  return hasPayment(cart) ? undefined : "paymentDetails";
}
