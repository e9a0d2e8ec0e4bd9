/**
 * The guards every checkout page runs first (checkout spec §2.2, §4.9, §5.7 'Checkout preconditions', §8): a
 * non-empty cart (else home), an area (else the cart), a signed-in customer or a guest cart (else login with
 * forced=true and the URL saved), a customer's phone number (else the profile page), and the step guard of
 * reading B (else the step that is missing). A CartError on the way sends the shopper to the cart.
 */
import type { Language } from "@dukkan/i18n";
import type { Cart } from "@dukkan/occ/cart";
import { redirect } from "react-router";
import { getAccessToken, loadProfile, type Profile } from "../account/auth.server";
import { requestArea } from "../area/area.server";
import { cartRef, loadCart, type CartRef } from "../cart/cart.server";
import { getSession, sessionHeaders, type Notice, type Session } from "../session/session.server";
import { isCartError, isGuestCart, type CheckoutContext } from "./checkout.server";
import { saveCheckoutReturn } from "./checkout-return.server";
import { reviewRedirect, stepPath, stepRedirect, type CheckoutStepId } from "./checkout-steps";
import { requireLanguage } from "../i18n/route-language";

export type CheckoutGuardResult = CheckoutContext & {
  /** The cart with every field (FULL). */
  cart: Cart;
  ref: CartRef;
  /** An anonymous shopper whose cart carries an e-mail. */
  isGuest: boolean;
  /** The signed-in customer's profile (undefined for a guest). */
  user?: Profile;
};

/** Which guard a page asks for: a step of reading B, the standard review screen, or none (the orchestrator). */
export type CheckoutGuardTarget = CheckoutStepId | "reviewOrder" | "entry";

/** A redirect that keeps what the guard changed in the session (a notice, the saved URL, a dropped guid). */
export async function sessionRedirect(session: Session, to: string, notice?: Notice): Promise<Response> {
  if (notice) session.set("notice", notice);
  return redirect(to, { headers: await sessionHeaders(session) });
}

/** Spec §8: a CartError on a checkout route sends the shopper to the cart, which reloads it. */
export async function cartErrorRedirect(session: Session, language: Language, error: unknown): Promise<Response> {
  if (!isCartError(error)) throw error;
  return sessionRedirect(session, `/${language}/cart`);
}

function languageOf(params: { lang?: string }): Language {
  requireLanguage(params.lang);
  return params.lang;
}

async function loadCheckoutCart(session: Session, language: Language): Promise<Cart | undefined> {
  try {
    return await loadCart(session, language, "FULL");
  } catch (error) {
    throw await cartErrorRedirect(session, language, error);
  }
}

function hasItems(cart: Cart | undefined): cart is Cart {
  return (cart?.totalItems ?? cart?.entries?.length ?? 0) > 0;
}

/**
 * Runs the checkout guards for a page and answers what the page needs, or throws the redirect the spec asks for.
 * `target` 'entry' (the orchestrator) skips the step guard.
 */
export async function requireCheckout(
  { request, params }: { request: Request; params: { lang?: string } },
  target: CheckoutGuardTarget,
): Promise<CheckoutGuardResult> {
  const language = languageOf(params);
  const session = await getSession(request);
  const accessToken = await getAccessToken(session);
  const cart = await loadCheckoutCart(session, language);
  if (!hasItems(cart)) throw await sessionRedirect(session, `/${language}/`);
  if (!requestArea(session)) {
    throw await sessionRedirect(session, `/${language}/cart`, { tone: "error", key: "validation.missingRegion" });
  }

  const isGuest = !accessToken && isGuestCart(cart);
  if (!accessToken && !isGuest) {
    saveCheckoutReturn(session, new URL(request.url));
    throw await sessionRedirect(session, `/${language}/login?forced=true`);
  }

  let user: Profile | undefined;
  if (accessToken) {
    // The live profile, not the flag cached at sign-in: the customer may have added (or removed) a phone since.
    user = await loadProfile(accessToken, language);
    session.set("hasPhoneNumber", Boolean(user.phoneNumber));
    if (!user.phoneNumber) {
      throw await sessionRedirect(session, `/${language}/my-account/update-profile`, {
        tone: "error",
        key: "validation.missingPhoneNumber",
      });
    }
  }

  const missing =
    target === "entry" ? undefined : target === "reviewOrder" ? reviewRedirect(cart) : stepRedirect(target, cart);
  if (missing) throw await sessionRedirect(session, stepPath(language, missing));

  const ref = await cartRef(session, cart);
  return { session, language, cart, ref, isGuest, ...(user ? { user } : {}) };
}
