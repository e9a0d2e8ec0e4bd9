/**
 * The update-e-mail form's rules (account spec §3 'Update e-mail form', §5): new e-mail, its confirmation and the
 * password required, the e-mails valid and equal (compared without case, as the account's e-mail is).
 */
import { isValidEmail } from "@dukkan/occ/rules";
import { text } from "../login-form";

export type EmailChangeValues = { email: string; confirmEmail: string };

export type EmailChangeErrors = Partial<{
  email: "formErrors.required" | "formErrors.cxInvalidEmail";
  confirmEmail: "formErrors.required" | "formErrors.cxInvalidEmail" | "updateEmailForm.emailsMustMatch";
  password: "formErrors.required";
}>;

export type EmailChangeResult =
  | { ok: true; values: EmailChangeValues; newEmail: string; password: string }
  | { ok: false; values: EmailChangeValues; fieldErrors: EmailChangeErrors };

export function readEmailChangeForm(form: FormData): EmailChangeResult {
  const values = { email: text(form, "email").trim(), confirmEmail: text(form, "confirmEmail").trim() };
  const password = text(form, "password");
  const fieldErrors: EmailChangeErrors = {};
  if (!values.email) fieldErrors.email = "formErrors.required";
  else if (!isValidEmail(values.email)) fieldErrors.email = "formErrors.cxInvalidEmail";
  if (!values.confirmEmail) fieldErrors.confirmEmail = "formErrors.required";
  else if (!isValidEmail(values.confirmEmail)) fieldErrors.confirmEmail = "formErrors.cxInvalidEmail";
  else if (!fieldErrors.email && values.confirmEmail.toLowerCase() !== values.email.toLowerCase()) {
    fieldErrors.confirmEmail = "updateEmailForm.emailsMustMatch";
  }
  if (!password) fieldErrors.password = "formErrors.required";
  if (Object.keys(fieldErrors).length > 0) return { ok: false, values, fieldErrors };
  return { ok: true, values, newEmail: values.email.toLowerCase(), password };
}

/** Spec §8: the API's code (details[0].message) as myAccountError.{code}; an unknown code is error_saving. */
export const MY_ACCOUNT_ERROR_CODES = [
  "error_password_mismatch",
  "error_phone_empty",
  "error_uid_existing",
  "error_saving",
] as const;
export type MyAccountErrorKey = `myAccountError.${(typeof MY_ACCOUNT_ERROR_CODES)[number]}`;

export function myAccountErrorKey(error: { message?: string; reason?: string } | undefined): MyAccountErrorKey {
  const code = [error?.message, error?.reason].find((candidate) =>
    (MY_ACCOUNT_ERROR_CODES as readonly (string | undefined)[]).includes(candidate),
  );
  return `myAccountError.${(code as (typeof MY_ACCOUNT_ERROR_CODES)[number] | undefined) ?? "error_saving"}`;
}
