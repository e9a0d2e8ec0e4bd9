/**
 * The guest checkout form (checkout spec §2.3, §5.7 'Guest checkout'): e-mail required and valid, its
 * confirmation required, and the two the same. Shared by the route's action (the rule that counts) and its page.
 */
import { isValidEmail } from "@dukkan/occ/rules";

export type GuestEmailFieldErrors = { email?: string; emailConfirmation?: string };

export type GuestEmailForm =
  | { ok: true; email: string }
  | { ok: false; email: string; emailConfirmation: string; fieldErrors: GuestEmailFieldErrors };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function readGuestEmailForm(form: FormData): GuestEmailForm {
  const email = text(form, "email");
  const emailConfirmation = text(form, "emailConfirmation");
  const fieldErrors: GuestEmailFieldErrors = {};
  if (!email) fieldErrors.email = "checkoutLogin.required";
  else if (!isValidEmail(email)) fieldErrors.email = "checkoutLogin.invalidEmail";
  if (!emailConfirmation) fieldErrors.emailConfirmation = "checkoutLogin.required";
  else if (email && emailConfirmation !== email) fieldErrors.emailConfirmation = "checkoutLogin.emailsMustMatch";
  if (fieldErrors.email || fieldErrors.emailConfirmation) return { ok: false, email, emailConfirmation, fieldErrors };
  return { ok: true, email };
}
