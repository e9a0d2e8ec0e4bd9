/**
 * The profile form's rules (account spec §5): first name, last name and phone number required, the phone
 * digits only; the TRN optional, and when given the UAE's 15-digit Tax Registration Number.
 */
import { isValidTrn, TITLE_CODES } from "@dukkan/occ/rules";
import { text } from "../login-form";
import { phoneError, type PhoneError } from "../register-form";

export type ProfileValues = {
  titleCode: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  trn: string;
};

export type ProfileFieldErrors = Partial<{
  firstName: "formErrors.required";
  lastName: "formErrors.required";
  phoneNumber: PhoneError | "formErrors.phoneExist";
  trn: "formErrors.invalidTrn";
}>;

export type ProfileFormResult =
  { ok: true; values: ProfileValues } | { ok: false; values: ProfileValues; fieldErrors: ProfileFieldErrors };

export function readProfileForm(form: FormData): ProfileFormResult {
  const titleCode = text(form, "titleCode");
  const values: ProfileValues = {
    titleCode: (TITLE_CODES as readonly string[]).includes(titleCode) ? titleCode : "",
    firstName: text(form, "firstName").trim(),
    lastName: text(form, "lastName").trim(),
    phoneNumber: text(form, "phoneNumber").trim(),
    trn: text(form, "trn").replace(/\s+/g, ""),
  };
  const errors: ProfileFieldErrors = {};
  if (!values.firstName) errors.firstName = "formErrors.required";
  if (!values.lastName) errors.lastName = "formErrors.required";
  const phone = phoneError(values.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  if (values.trn && !isValidTrn(values.trn)) errors.trn = "formErrors.invalidTrn";
  if (Object.keys(errors).length > 0) return { ok: false, values, fieldErrors: errors };
  return { ok: true, values };
}

/** The profile call's failure → what the page shows (§8): a duplicate mobile number has its own words. */
export function profileUpdateError(message: string): { key: "redemption.invalidNumber" } | { message: string } {
  return message.includes("Mobile No. is duplicate.") ? { key: "redemption.invalidNumber" } : { message };
}
