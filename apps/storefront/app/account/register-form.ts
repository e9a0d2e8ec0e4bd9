/**
 * The registration form's rules (account spec §5): title optional; first name, last name and phone number
 * required, the phone digits only; a valid e-mail; a password passing the password rule, confirmed; the
 * terms ticked. Errors are message keys.
 */
import { isValidPassword, isValidPhone, TITLE_CODES } from "@dukkan/occ/rules";
import { emailError, text, type EmailError } from "./login-form";

export type PhoneError = "formErrors.required" | "formErrors.invalidPhone";

/** The general phone validator (§5): required, digits only (7–15, any diallable number; the API's rule). */
export function phoneError(phoneNumber: string): PhoneError | undefined {
  if (!phoneNumber) return "formErrors.required";
  if (!isValidPhone(phoneNumber)) return "formErrors.invalidPhone";
  return undefined;
}

/** What the form sends back to itself after a failed submit: every field but the passwords. */
export type RegisterValues = {
  titleCode: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  newsletter: boolean;
  termsAndConditions: boolean;
};

export type RegisterFieldErrors = Partial<{
  firstName: "formErrors.required";
  lastName: "formErrors.required";
  phoneNumber: PhoneError | "formErrors.phoneExist";
  email: EmailError | "formErrors.mailExist";
  password: "formErrors.required" | "formErrors.cxInvalidPassword";
  passwordconf: "formErrors.required" | "formErrors.cxPasswordsMustMatch";
  termsAndConditions: "formErrors.checkTermsAndConditions";
}>;

export type RegisterFormResult =
  | { ok: true; values: RegisterValues; password: string }
  | { ok: false; values: RegisterValues; fieldErrors: RegisterFieldErrors };

export function readRegisterForm(form: FormData): RegisterFormResult {
  const titleCode = text(form, "titleCode");
  const values: RegisterValues = {
    titleCode: (TITLE_CODES as readonly string[]).includes(titleCode) ? titleCode : "",
    firstName: text(form, "firstName").trim(),
    lastName: text(form, "lastName").trim(),
    phoneNumber: text(form, "phoneNumber").trim(),
    email: text(form, "email").trim(),
    newsletter: form.has("newsletter"),
    termsAndConditions: form.has("termsAndConditions"),
  };
  const password = text(form, "password");
  const passwordconf = text(form, "passwordconf");
  const errors: RegisterFieldErrors = {};
  if (!values.firstName) errors.firstName = "formErrors.required";
  if (!values.lastName) errors.lastName = "formErrors.required";
  const phone = phoneError(values.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!password) errors.password = "formErrors.required";
  else if (!isValidPassword(password)) errors.password = "formErrors.cxInvalidPassword";
  if (!passwordconf) errors.passwordconf = "formErrors.required";
  else if (password && passwordconf !== password) errors.passwordconf = "formErrors.cxPasswordsMustMatch";
  if (!values.termsAndConditions) errors.termsAndConditions = "formErrors.checkTermsAndConditions";
  if (Object.keys(errors).length > 0) return { ok: false, values, fieldErrors: errors };
  return { ok: true, values, password };
}
