/**
 * The cart page's forms, shared by the action (server) and the optimistic view (browser): every change is a
 * POST to the cart page with an `intent`. Lines are named by their entry or group number *and* product code
 * or bundle id, because numbers move up when an earlier line goes: the action finds the line the shopper saw.
 */
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";

export const CART_INTENTS = [
  "updateQuantity",
  "removeEntry",
  "updateBundle",
  "removeBundle",
  "applyVoucher",
  "removeVoucher",
  "proceed",
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function readIntent(form: FormData): CartIntent | undefined {
  const intent = form.get("intent");
  return CART_INTENTS.find((known) => known === intent);
}

function integer(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string" || !/^-?\d{1,5}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * The quantity a quantity control asks for: the typed `quantity`, moved by the pressed button's `step` (−1 or
 * +1; the default button, pressed by Enter, has step 0), kept between 1 and `max` when one is known.
 */
export function requestedQuantity(form: FormData, max?: number): number | undefined {
  const typed = integer(form.get("quantity"));
  if (typed === undefined) return undefined;
  const step = integer(form.get("step")) ?? 0;
  const upper = Math.min(max ?? MAX_ENTRY_QUANTITY, MAX_ENTRY_QUANTITY);
  return Math.max(1, Math.min(upper, typed + Math.sign(step)));
}

/** A non-negative line number posted by a form. */
export function lineNumber(form: FormData, name: string): number | undefined {
  const value = integer(form.get(name));
  return value !== undefined && value >= 0 ? value : undefined;
}

/** A message of the page: a message key (with values), or the API's own text (voucher errors, spec §7). */
export type CartMessage = {
  tone: "error" | "warning" | "success" | "info";
  key?: string;
  values?: Record<string, string | number>;
  text?: string;
};

export type CartActionData = {
  intent: CartIntent | "unknown";
  message?: CartMessage;
  /** After a failed check: where to go, and when (spec §4: personalDetails or a reload, after 2 s). */
  then?: { to: string; afterMs: number };
  /** The coupon form was sent empty: its field shows as touched (spec §5). */
  couponTouched?: boolean;
};
