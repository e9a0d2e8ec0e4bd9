/**
 * 'Proceed to checkout' from the cart (shopping spec §4, checkout spec §2.2): five checks in this order, the
 * first failing one stops the rest. The cart page's action runs them on the server; the page only shows the
 * outcome and does the timed redirect or reload.
 */
import type { CartModificationList, EntryGroup, OrderEntry, StockCheckResult } from "@dukkan/occ/cart";

/** Spec §4 / §9: the redirect to personalDetails and the reload after a failed stock check wait 2 s. */
export const CHECKOUT_CHECK_DELAY_MS = 2000;

export type CheckoutCheckFailure =
  | { check: "missingRegion"; tone: "error"; key: "validation.missingRegion" }
  | {
      check: "missingPhoneNumber";
      tone: "error";
      key: "validation.missingPhoneNumber";
      then: { go: "personalDetails"; afterMs: number };
    }
  | { check: "configurationErrors"; tone: "error"; key: "validation.cartHasEmptyConfigurationInfos" }
  | { check: "hasDisabledItem"; tone: "warning"; key: "validation.hasDisabledItem" }
  | {
      check: "cannotProceedCheckout";
      tone: "warning";
      key: "validation.cannotProceedCheckout";
      then: { go: "reload"; afterMs: number };
    };

export type CheckoutCheckOutcome = { check: "passed" } | CheckoutCheckFailure;

export type CheckoutCheckInputs = {
  /** The shopper has chosen a delivery area. */
  hasArea: boolean;
  /** A signed-in customer (anonymous shoppers pass the phone check). */
  signedIn: boolean;
  /** Whether the signed-in customer's profile has a phone number (asked only for customers). */
  hasPhoneNumber(): Promise<boolean>;
  cart: { entries?: OrderEntry[]; entryGroups?: EntryGroup[] };
  validate(): Promise<CartModificationList>;
  stockCheck(): Promise<StockCheckResult | { body?: { message?: string } }>;
};

/** Check 3: a STANDALONE entry group holding a configuration info with status ERROR. */
export function hasStandaloneConfigurationError(cart: CheckoutCheckInputs["cart"]): boolean {
  return (cart.entryGroups ?? []).some(
    (group) =>
      group.type === "STANDALONE" &&
      (group.entries ?? []).some((entry) => (entry.configurationInfos ?? []).some((info) => info.status === "ERROR")),
  );
}

/** Check 5 reads `message`, or `body.message` (spec §3 Stock check response). */
function stockCheckMessage(result: Awaited<ReturnType<CheckoutCheckInputs["stockCheck"]>>): string | undefined {
  if ("message" in result && typeof result.message === "string") return result.message;
  return "body" in result ? result.body?.message : undefined;
}

export async function runCheckoutChecks(inputs: CheckoutCheckInputs): Promise<CheckoutCheckOutcome> {
  if (!inputs.hasArea) return { check: "missingRegion", tone: "error", key: "validation.missingRegion" };
  if (inputs.signedIn && !(await inputs.hasPhoneNumber())) {
    return {
      check: "missingPhoneNumber",
      tone: "error",
      key: "validation.missingPhoneNumber",
      then: { go: "personalDetails", afterMs: CHECKOUT_CHECK_DELAY_MS },
    };
  }
  if (hasStandaloneConfigurationError(inputs.cart)) {
    return { check: "configurationErrors", tone: "error", key: "validation.cartHasEmptyConfigurationInfos" };
  }
  const { cartModifications } = await inputs.validate();
  const disabled = (inputs.cart.entries ?? []).some((entry) => entry.product?.disabled);
  if (cartModifications.length > 0 || disabled) {
    return { check: "hasDisabledItem", tone: "warning", key: "validation.hasDisabledItem" };
  }
  if (stockCheckMessage(await inputs.stockCheck()) !== "SUCCESS") {
    return {
      check: "cannotProceedCheckout",
      tone: "warning",
      key: "validation.cannotProceedCheckout",
      then: { go: "reload", afterMs: CHECKOUT_CHECK_DELAY_MS },
    };
  }
  return { check: "passed" };
}
