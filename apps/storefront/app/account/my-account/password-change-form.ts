/**
 * The update-password form's rules (account spec §5): the three fields required, the new password passing the
 * password rule of `@dukkan/occ/rules` (the one the API enforces), and the confirmation matching it.
 */
import { isValidPassword } from "@dukkan/occ/rules";
import { text } from "../login-form";

export type PasswordChangeErrors = Partial<{
  oldPassword: "formErrors.required";
  newPassword: "formErrors.required" | "formErrors.cxInvalidPassword";
  newPasswordConfirm: "formErrors.required" | "formErrors.cxPasswordsMustMatch";
}>;

export type PasswordChangeResult =
  { ok: true; oldPassword: string; newPassword: string } | { ok: false; fieldErrors: PasswordChangeErrors };

export function readPasswordChangeForm(form: FormData): PasswordChangeResult {
  const oldPassword = text(form, "oldPassword");
  const newPassword = text(form, "newPassword");
  const newPasswordConfirm = text(form, "newPasswordConfirm");
  const fieldErrors: PasswordChangeErrors = {};
  if (!oldPassword) fieldErrors.oldPassword = "formErrors.required";
  if (!newPassword) fieldErrors.newPassword = "formErrors.required";
  else if (!isValidPassword(newPassword)) fieldErrors.newPassword = "formErrors.cxInvalidPassword";
  if (!newPasswordConfirm) fieldErrors.newPasswordConfirm = "formErrors.required";
  else if (newPassword && newPasswordConfirm !== newPassword) {
    fieldErrors.newPasswordConfirm = "formErrors.cxPasswordsMustMatch";
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, oldPassword, newPassword };
}
