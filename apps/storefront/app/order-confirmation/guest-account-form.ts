/**
 * The guest's create-account form on the confirmation page (checkout spec §5.8): the password is required and
 * must pass the password rule of `@dukkan/occ/rules` (the one the API enforces), the confirmation (passwordconf)
 * is required and must match.
 */
import { isValidPassword } from "@dukkan/occ/rules";

export type GuestAccountErrors = {
  password?: "formErrors.required" | "formErrors.cxInvalidPassword";
  passwordconf?: "formErrors.required" | "formErrors.cxPasswordsMustMatch";
};

export type GuestAccountForm = { ok: true; password: string } | { ok: false; fieldErrors: GuestAccountErrors };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function readGuestAccountForm(form: FormData): GuestAccountForm {
  const password = field(form, "password");
  const passwordconf = field(form, "passwordconf");
  const fieldErrors: GuestAccountErrors = {};
  if (!password) fieldErrors.password = "formErrors.required";
  else if (!isValidPassword(password)) fieldErrors.password = "formErrors.cxInvalidPassword";
  if (!passwordconf) fieldErrors.passwordconf = "formErrors.required";
  else if (password && passwordconf !== password) fieldErrors.passwordconf = "formErrors.cxPasswordsMustMatch";
  return fieldErrors.password || fieldErrors.passwordconf ? { ok: false, fieldErrors } : { ok: true, password };
}
