/**
 * The customer's name and phone number fields, the same on the register form, the profile form and the SMS
 * dialog's phone step (account spec §2.3, §2.5, §2.6): one place for their names, autocomplete and direction.
 */
import { useTranslation } from "../i18n/use-translation";
import { TextField } from "@dukkan/ui/field";

type NameErrors = { firstName?: string | undefined; lastName?: string | undefined };

/** First and last name, side by side on the forms' two-column grid. */
export function NameFields({
  values,
  errors,
}: {
  values: { firstName?: string; lastName?: string } | undefined;
  errors: NameErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("registerForm.firstName")}
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={values?.firstName}
        error={errors.firstName}
      />
      <TextField
        label={t("registerForm.lastName")}
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={values?.lastName}
        error={errors.lastName}
      />
    </>
  );
}

/** The phone number: digits typed left to right in both languages, offered from the browser's autofill. */
export function PhoneNumberField({
  label,
  hint,
  defaultValue,
  error,
}: {
  label: string;
  hint: string;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      name="phoneNumber"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      required
      hint={hint}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
