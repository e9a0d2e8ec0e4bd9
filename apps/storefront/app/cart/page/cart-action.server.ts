/**
 * The cart page's action (POST `/:lang/cart`): quantity and removal of entries and kit bundles, vouchers,
 * saving the cart, and 'Proceed to checkout' with the five checks of shopping spec §4. Plain form posts
 * (before scripts run) and fetchers share it; answers carry what the page shows (a message, a timed follow-up).
 */
import type { Language } from "@dukkan/i18n";
import type { Cart } from "@dukkan/occ/cart";
import { data, redirect } from "react-router";
import { getAccessToken, loadProfile } from "../../account/auth.server";
import { requestArea } from "../../area/area.server";
import {
  CART_ID_NOT_DEFINED,
  CHANGE_EVENT_ENTRY_FIELDS,
  loadCart,
  removeEntry,
  removeEntryGroup,
  updateBundle,
  updateEntry,
} from "../cart.server";
import { OccRequestError } from "../../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../../security/form-data.server";
import { commitSession, getSession, type Session } from "../../session/session.server";
import { cartLines, type BundleLine } from "./cart-lines";
import {
  lineNumber,
  readIntent,
  requestedQuantity,
  type CartActionData,
  type CartIntent,
  type CartMessage,
} from "./cart-forms";
import { applyVoucher, removeVoucher, stockCheck, validateCart } from "./cart-page.server";
import { runCheckoutChecks, type CheckoutCheckFailure, type CheckoutCheckOutcome } from "./checkout-checks";
import { readCouponCode } from "./coupon-code";
import { cartChangeEvents, checkoutStepEvent } from "../../analytics/funnel-events";
import { recordFunnelEvents } from "../../analytics/pending-funnel-events.server";

/**
 * What the action reads of the cart: its ids, lines with their products' codes, and the groups; with the lines'
 * names and prices and the goods' subtotal for the analytics events (decision 0069).
 */
const ACTION_CART_FIELDS =
  "code,guid,user,subTotal(value)," +
  "entries(entryNumber,quantity,configurationInfos,basePrice(value),totalPrice(value),product(code,name,name_en,disabled))," +
  "entryGroups(FULL)";

/** The intents that change the cart's lines: they leave add_to_cart / remove_from_cart for the next page. */
const LINE_CHANGES: ReadonlySet<CartIntent> = new Set([
  "updateQuantity",
  "removeEntry",
  "updateBundle",
  "removeBundle",
]);

/** The entry the shopper saw: its number if it still holds the posted product, else wherever the product is now. */
function entryNumberFor(cart: Cart, form: FormData): number | undefined {
  const posted = lineNumber(form, "entryNumber");
  const code = form.get("productCode");
  const entries = cart.entries ?? [];
  const atPosted = entries.find((entry) => entry.entryNumber === posted);
  if (atPosted && atPosted.product?.code === code) return posted;
  return entries.find((entry) => entry.product?.code === code)?.entryNumber;
}

/** The bundle line the shopper saw: by its bundle id and label, or by its group number when it has no id. */
function bundleLineFor(cart: Cart, form: FormData): BundleLine | undefined {
  const bundleId = form.get("bundleId");
  const label = form.get("bundleLabel") ?? "";
  const posted = lineNumber(form, "entryGroupNumber");
  const bundles = cartLines(cart).filter((line): line is BundleLine => line.kind === "bundle");
  if (typeof bundleId === "string" && bundleId !== "") {
    return bundles.find((line) => line.group.id === bundleId && (line.group.label ?? "") === label);
  }
  return bundles.find((line) => !line.group.id && posted !== undefined && line.entryGroupNumbers.includes(posted));
}

const error = (key: string): CartMessage => ({ tone: "error", key });

/** The checks 'Proceed to checkout' runs (shopping spec §4), for the cart page and for 'Buy it now'. */
async function checkoutChecks(session: Session, language: Language, cart: Cart): Promise<CheckoutCheckOutcome> {
  const accessToken = await getAccessToken(session);
  return runCheckoutChecks({
    hasArea: requestArea(session) !== undefined,
    signedIn: accessToken !== undefined,
    async hasPhoneNumber() {
      // The profile, not the flag cached at sign-in: the customer may have added a phone since.
      const { phoneNumber } = await loadProfile(accessToken!, language);
      session.set("hasPhoneNumber", Boolean(phoneNumber));
      return Boolean(phoneNumber);
    },
    cart,
    validate: () => validateCart(session, language, cart),
    stockCheck: () => stockCheck(session, language, cart),
  });
}

/** Where a failed check sends the shopper: the profile for a missing phone number, else the cart. */
function pathAfterFailedCheck(outcome: CheckoutCheckFailure, language: Language): string {
  return "then" in outcome && outcome.then.go === "personalDetails"
    ? `/${language}/my-account/update-profile`
    : `/${language}/cart`;
}

async function proceed(session: Session, language: Language, cart: Cart): Promise<CartActionData | Response> {
  const outcome = await checkoutChecks(session, language, cart);
  if (outcome.check === "passed") {
    recordFunnelEvents(session, [checkoutStepEvent({ event: "begin_checkout" }, cart)]);
    return redirect(`/${language}/checkout`);
  }
  const message: CartMessage = { tone: outcome.tone, key: outcome.key };
  if (!("then" in outcome)) return { intent: "proceed", message };
  return {
    intent: "proceed",
    message,
    then: { to: pathAfterFailedCheck(outcome, language), afterMs: outcome.then.afterMs },
  };
}

/**
 * 'Buy it now' (after its add): the same checks as 'Proceed to checkout', then checkout itself, as buying now
 * means; a failed check goes where the cart's would (the cart, or the profile for a phone number) with its
 * message left as the next page's notice. Callers commit the session.
 */
export async function buyNowDestination(session: Session, language: Language): Promise<string> {
  const cart = await loadCart(session, language, ACTION_CART_FIELDS);
  if (!cart) return `/${language}/cart`;
  const outcome = await checkoutChecks(session, language, cart);
  if (outcome.check === "passed") {
    recordFunnelEvents(session, [checkoutStepEvent({ event: "begin_checkout" }, cart)]);
    return `/${language}/checkout`;
  }
  session.set("notice", { tone: outcome.tone, key: outcome.key });
  return pathAfterFailedCheck(outcome, language);
}

async function change(
  intent: CartIntent,
  form: FormData,
  session: Session,
  language: Language,
  cart: Cart,
): Promise<CartActionData | Response> {
  switch (intent) {
    case "updateQuantity": {
      const entryNumber = entryNumberFor(cart, form);
      const quantity = requestedQuantity(form);
      if (entryNumber === undefined || quantity === undefined) return { intent, message: error("cartPage.lineGone") };
      const modification = await updateEntry(session, language, entryNumber, quantity);
      if (modification && modification.statusCode !== "success" && modification.quantity !== undefined) {
        const values = { quantity: modification.quantity };
        return { intent, message: { tone: "info", key: "cartPage.quantityReduced", values } };
      }
      return { intent };
    }
    case "removeEntry": {
      const entryNumber = entryNumberFor(cart, form);
      if (entryNumber !== undefined) await removeEntry(session, language, entryNumber);
      return { intent };
    }
    case "updateBundle": {
      const line = bundleLineFor(cart, form);
      const quantity = requestedQuantity(form, line?.group.maxStockQuantity);
      if (!line || quantity === undefined) return { intent, message: error("cartPage.lineGone") };
      await updateBundle(session, language, line.entryGroupNumbers[0]!, quantity);
      return { intent };
    }
    case "removeBundle": {
      const line = bundleLineFor(cart, form);
      // From the last, so the numbers of the groups still to remove do not move.
      const numbers = [...(line?.entryGroupNumbers ?? [])].sort((a, b) => b - a);
      for (const number of numbers) await removeEntryGroup(session, language, number);
      return { intent };
    }
    case "applyVoucher": {
      const coupon = readCouponCode(form.get("couponCode"));
      if (!coupon.ok) return { intent, couponTouched: true };
      await applyVoucher(session, language, cart, coupon.couponCode);
      return {
        intent,
        message: { tone: "success", key: "cartPage.coupon.applied", values: { code: coupon.couponCode } },
      };
    }
    case "removeVoucher": {
      const code = form.get("voucherCode");
      if (typeof code === "string" && code !== "") await removeVoucher(session, language, cart, code);
      return { intent };
    }
    case "proceed":
      return proceed(session, language, cart);
  }
}

export async function cartAction(request: Request, language: Language) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  const intent = readIntent(form);
  if (!intent) return data<CartActionData>({ intent: "unknown" }, { status: 400 });
  const session = await getSession(request);
  let result: CartActionData | Response;
  try {
    const cart = await loadCart(session, language, ACTION_CART_FIELDS);
    result = cart
      ? await change(intent, form, session, language, cart)
      : { intent, message: { tone: "error", text: CART_ID_NOT_DEFINED } };
    if (cart && LINE_CHANGES.has(intent)) {
      const after = await loadCart(session, language, `code,guid,user,${CHANGE_EVENT_ENTRY_FIELDS}`);
      recordFunnelEvents(session, cartChangeEvents(cart.entries, after?.entries));
    }
  } catch (failure) {
    if (!(failure instanceof OccRequestError) || failure.status >= 500) throw failure;
    // The API's message (errors[0].message, else its type: spec §7), e.g. a VoucherOperationError's reason.
    result = { intent, message: { tone: "error", text: failure.message } };
  }
  const cookie = await commitSession(session);
  if (result instanceof Response) {
    result.headers.append("Set-Cookie", cookie);
    return result;
  }
  // A check that stops checkout is the answer the shopper asked for; a refused change is a failed request.
  const refused = result.intent !== "proceed" && result.message?.tone === "error";
  const failed = refused || result.couponTouched === true;
  return data(result, { status: failed ? 400 : 200, headers: { "Set-Cookie": cookie } });
}
