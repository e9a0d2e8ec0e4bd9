/**
 * The checkout page saved when an anonymous shopper was sent to login (checkout spec §2.2): the guest checkout
 * e-mail screen and a sign-in from the login page opened with forced=true both go back there (else /checkout).
 */
import type { Language } from "@dukkan/i18n";
import type { Session } from "../session/session.server";
import { checkoutPath } from "./checkout-steps";

/** A path of this shop in this language; anything else (another origin, `//host`) is refused. */
export function safeReturnPath(value: unknown, language: Language): string | undefined {
  if (typeof value !== "string" || !value.startsWith(`/${language}/`) || value.startsWith("//")) return undefined;
  return value;
}

export function saveCheckoutReturn(session: Session, url: URL): void {
  session.set("checkoutReturnTo", `${url.pathname}${url.search}`);
}

/** The saved checkout page (or /checkout), forgotten once read. Callers commit the session. */
export function takeCheckoutReturn(session: Session, language: Language): string {
  const saved = safeReturnPath(session.data.checkoutReturnTo, language);
  session.unset("checkoutReturnTo");
  return saved ?? checkoutPath(language);
}
