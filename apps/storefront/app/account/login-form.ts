/**
 * The login form's rules (spec §5): userId required and a valid e-mail, password required. Errors are
 * message keys, rendered in the page's language.
 */
import { z } from "zod";

export type EmailError = "formErrors.required" | "formErrors.cxInvalidEmail";
export type LoginFieldErrors = { email?: EmailError; password?: "formErrors.required" };

export type LoginFormResult =
  { ok: true; email: string; password: string } | { ok: false; email: string; fieldErrors: LoginFieldErrors };

const EmailAddress = z.email();

/** The error of an e-mail field (required, e-mail type), if any. */
export function emailError(email: string): EmailError | undefined {
  if (!email) return "formErrors.required";
  if (!EmailAddress.safeParse(email).success) return "formErrors.cxInvalidEmail";
  return undefined;
}

/** A text field of a posted form ('' when missing or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function readLoginForm(form: FormData): LoginFormResult {
  const email = text(form, "email").trim();
  const password = text(form, "password");
  const fieldErrors: LoginFieldErrors = {};
  const invalidEmail = emailError(email);
  if (invalidEmail) fieldErrors.email = invalidEmail;
  if (!password) fieldErrors.password = "formErrors.required";
  if (fieldErrors.email || fieldErrors.password) return { ok: false, email, fieldErrors };
  return { ok: true, email, password };
}
