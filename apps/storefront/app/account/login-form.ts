/**
 * The login form's rules (spec §5): userId required and a valid e-mail, password required. Errors are
 * message keys, rendered in the page's language.
 */
import { isValidEmail } from "@dukkan/occ/rules";

export type EmailError = "formErrors.required" | "formErrors.cxInvalidEmail";
export type LoginFieldErrors = { email?: EmailError; password?: "formErrors.required" };

export type LoginFormResult =
  { ok: true; email: string; password: string } | { ok: false; email: string; fieldErrors: LoginFieldErrors };

/** The error of an e-mail field (required, an e-mail address the API takes), if any. */
export function emailError(email: string): EmailError | undefined {
  if (!email) return "formErrors.required";
  if (!isValidEmail(email)) return "formErrors.cxInvalidEmail";
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

/** Why a sign-in failed, as the login page explains it. */
export type LoginFailure =
  { outcome: "badCredentials" } | { outcome: "disabled" } | { outcome: "rateLimited"; retryAfterSeconds: number };

/** A failed sign-in reloads the login page after this long (spec §4.1, §9). */
export const LOGIN_FAILURE_RELOAD_MS = 2000;

/** The query parameter that brings the shopper back from the verify-token screen without credentials. */
export const NEED_CREDENTIALS = "needCredentials";

/** The query of the reloaded page, which shows the failure again (never the e-mail address). */
export function failureQuery(failure: LoginFailure): Record<string, string> {
  return failure.outcome === "rateLimited"
    ? { failed: failure.outcome, retryAfter: String(failure.retryAfterSeconds) }
    : { failed: failure.outcome };
}

export function failureFromQuery(query: URLSearchParams): LoginFailure | undefined {
  switch (query.get("failed")) {
    case "badCredentials":
      return { outcome: "badCredentials" };
    case "disabled":
      return { outcome: "disabled" };
    case "rateLimited": {
      const seconds = Number(query.get("retryAfter"));
      return { outcome: "rateLimited", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
    }
    default:
      return undefined;
  }
}
