/**
 * The reset-password form's rules (spec §5): both fields required, the new password passing the
 * password rule of `@dukkan/occ/rules` (the one the API enforces) and the confirmation matching.
 */
import { isValidPassword } from "@dukkan/occ/rules";
import { text } from "./login-form";

/** The query parameter that tells the login page a password was just reset. */
export const PASSWORD_RESET_DONE = "passwordReset";

export type ResetPasswordErrors = {
  password?: "formErrors.required" | "formErrors.cxInvalidPassword";
  passwordConfirm?: "formErrors.required" | "formErrors.cxPasswordsMustMatch";
};

export type ResetPasswordResult =
  { ok: true; token: string; password: string } | { ok: false; token: string; fieldErrors: ResetPasswordErrors };

export function readResetPasswordForm(form: FormData): ResetPasswordResult {
  const token = text(form, "token").replace(/\s+/g, "");
  const password = text(form, "password");
  const passwordConfirm = text(form, "passwordConfirm");
  const fieldErrors: ResetPasswordErrors = {};
  if (!password) fieldErrors.password = "formErrors.required";
  else if (!isValidPassword(password)) fieldErrors.password = "formErrors.cxInvalidPassword";
  if (!passwordConfirm) fieldErrors.passwordConfirm = "formErrors.required";
  else if (password && passwordConfirm !== password) fieldErrors.passwordConfirm = "formErrors.cxPasswordsMustMatch";
  if (fieldErrors.password || fieldErrors.passwordConfirm) return { ok: false, token, fieldErrors };
  return { ok: true, token, password };
}
