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
import { runCheckoutChecks } from "./checkout-checks";
import { readCouponCode } from "./coupon-code";

/** What the action reads of the cart: its ids, lines with their products' codes, and the groups. */
const ACTION_CART_FIELDS =
  "code,guid,user,entries(entryNumber,quantity,configurationInfos,product(code,disabled)),entryGroups(FULL)";

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

async function proceed(session: Session, language: Language, cart: Cart): Promise<CartActionData | Response> {
  const accessToken = await getAccessToken(session);
  const outcome = await runCheckoutChecks({
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
  if (outcome.check === "passed") return redirect(`/${language}/checkout`);
  const message: CartMessage = { tone: outcome.tone, key: outcome.key };
  if (!("then" in outcome)) return { intent: "proceed", message };
  const to = outcome.then.go === "personalDetails" ? `/${language}/my-account/update-profile` : `/${language}/cart`;
  return { intent: "proceed", message, then: { to, afterMs: outcome.then.afterMs } };
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
