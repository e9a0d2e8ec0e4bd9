/**
 * The new payment form (checkout spec §2.9): the gateway's hosted fields — name on card, number, expiry month and
 * year, security code — shown as read-only inputs that session.js turns into its own iframes, with a spinner until
 * they are ready, green/red borders from the gateway's validity callbacks and the field messages of spec §8;
 * 'Save payment info' and 'Set as default' for customers.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { CARD_FIELDS, fieldErrorKey, type CardField } from "./card-errors";
import { EXPIRY_MONTHS, expiryYears } from "./expiry";
import type { HostedFieldSelectors } from "./hosted-session";
import { Spinner } from "./payment-ui";
import type { FieldValidity, HostedForm } from "./use-hosted-form";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { Field, type FieldControl } from "@dukkan/ui/field";

/** Our inputs' ids, as the hosted session's selectors (scope '0'). */
export const NEW_CARD_FIELDS: HostedFieldSelectors = Object.fromEntries(
  CARD_FIELDS.map((field) => [field, `#new-card-${field}`]),
);

const LABEL_KEYS: Record<CardField, string> = {
  nameOnCard: "paymentForm.accountHolderName",
  number: "paymentForm.cardNumber",
  expiryMonth: "paymentForm.expiryMonth",
  expiryYear: "paymentForm.expiryYear",
  securityCode: "paymentForm.securityCode",
};

export function validityBorder(valid: boolean | undefined): string {
  if (valid === true) return "border-brand-600 ring-1 ring-brand-600";
  if (valid === false) return "border-sale ring-1 ring-sale";
  return "border-ink-300";
}

/** The message under a field the gateway refused: empty (paymentFormFieldError) or invalid (its own key). */
export type FieldProblems = Partial<Record<CardField, "missing" | "invalid">>;

function HostedField({
  field,
  validity,
  problem,
  children,
  hint,
}: {
  field: CardField;
  validity: FieldValidity;
  problem?: "missing" | "invalid";
  children: (props: FieldControl & { className: string }) => ReactNode;
  hint?: string;
}) {
  const { t } = useTranslation();
  const error = problem
    ? t(problem === "missing" ? "paymentForm.paymentFormFieldError" : fieldErrorKey(field))
    : undefined;
  return (
    <div data-testid={`hosted-${field}`} data-valid={String(validity[field] ?? "")}>
      {/* The hosted session finds each field by its id (NEW_CARD_FIELDS). */}
      <Field label={t(LABEL_KEYS[field])} hint={hint} error={error} controlId={`new-card-${field}`}>
        {(control) =>
          children({
            ...control,
            className: `h-11 w-full rounded-lg border bg-white px-3 text-base ${validityBorder(validity[field])}`,
          })
        }
      </Field>
    </div>
  );
}

export function NewCardForm({
  form,
  problems,
  isGuest,
}: {
  form: HostedForm;
  problems: FieldProblems;
  isGuest: boolean;
}) {
  const { t } = useTranslation();
  const ready = form.state === "ready";
  const years = expiryYears();
  return (
    <fieldset
      className="relative flex flex-col gap-4 rounded-2xl border border-ink-200 p-4"
      data-testid="new-card-form"
    >
      <legend className="px-1 text-base font-bold text-ink-900">{t("paymentForm.title")}</legend>
      {form.state === "loading" ? <Spinner label={t("paymentForm.loadingFields")} className="py-2" /> : null}
      {form.state === "failed" ? (
        <p role="alert" className="text-sm font-medium text-sale">
          {t("paymentForm.fieldsUnavailable")}
        </p>
      ) : null}
      <div className={`grid gap-4 sm:grid-cols-2 ${ready ? "" : "pointer-events-none opacity-50"}`} aria-busy={!ready}>
        <div className="sm:col-span-2">
          <HostedField field="nameOnCard" validity={form.validity} problem={problems.nameOnCard}>
            {(props) => <input {...props} type="text" readOnly disabled={!ready} autoComplete="off" />}
          </HostedField>
        </div>
        <div className="sm:col-span-2">
          <HostedField field="number" validity={form.validity} problem={problems.number}>
            {(props) => <input {...props} type="text" readOnly disabled={!ready} autoComplete="off" />}
          </HostedField>
        </div>
        <HostedField field="expiryMonth" validity={form.validity} problem={problems.expiryMonth}>
          {(props) => (
            <select {...props} disabled={!ready} defaultValue="">
              <option value="" disabled>
                {t("paymentForm.monthPlaceholder")}
              </option>
              {EXPIRY_MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          )}
        </HostedField>
        <HostedField field="expiryYear" validity={form.validity} problem={problems.expiryYear}>
          {(props) => (
            <select {...props} disabled={!ready} defaultValue="">
              <option value="" disabled>
                {t("paymentForm.yearPlaceholder")}
              </option>
              {years.map((year) => (
                <option key={year} value={year.slice(2)}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </HostedField>
        <HostedField
          field="securityCode"
          validity={form.validity}
          problem={problems.securityCode}
          hint={t("paymentForm.securityCodeHint")}
        >
          {(props) => (
            <input {...props} type="text" readOnly disabled={!ready} autoComplete="off" inputMode="numeric" />
          )}
        </HostedField>
      </div>
      {isGuest ? null : (
        <div className="flex flex-col gap-2">
          <CheckboxField name="savePaymentInfo">{t("paymentForm.savePaymentInfo")}</CheckboxField>
          <CheckboxField name="setAsDefault">{t("paymentForm.setAsDefault")}</CheckboxField>
        </div>
      )}
    </fieldset>
  );
}
