/**
 * The fields of 'add new request' (account spec §2.23 create dialog): the required-fields legend, subject with its
 * characters-left hint, the category (when the shop has categories), 'Associated to' ('{type} {code}'), the message
 * and one file. One source for the page (`/support-tickets/new`, the form without scripts) and the dialog.
 */
import type { TicketAssociatedObject, TicketCategory } from "@dukkan/occ/tickets";
import { TICKET_LIMITS } from "@dukkan/occ/tickets-constants";
import { TextField } from "@dukkan/ui/field";
import { SelectField } from "@dukkan/ui/select";
import { useTranslation } from "../i18n/use-translation";
import { ASSOCIATED_FIELD, CATEGORY_FIELD, SUBJECT_FIELD, type NewTicketReading } from "./ticket-form";
import { TicketFileField, TicketMessageField, useFieldError } from "./ticket-fields";

export function NewTicketFields({
  categories,
  associated,
  values,
  errors,
}: {
  categories: TicketCategory[];
  associated: TicketAssociatedObject[];
  values?: NewTicketReading["values"] | undefined;
  errors: NewTicketReading["errors"];
}) {
  const { t } = useTranslation();
  const errorText = useFieldError();
  return (
    <>
      <p className="text-sm text-ink-600">{t("createCustomerTicket.requiredLegend")}</p>
      <TextField
        label={t("createCustomerTicket.subject")}
        name={SUBJECT_FIELD}
        required
        maxLength={TICKET_LIMITS.subjectLength}
        defaultValue={values?.subject}
        error={errorText(errors.subject)}
        hint={t("createCustomerTicket.charactersLeft", {
          count: TICKET_LIMITS.subjectLength - (values?.subject.length ?? 0),
        })}
      />
      {categories.length > 0 ? (
        <SelectField
          label={t("createCustomerTicket.category")}
          name={CATEGORY_FIELD}
          defaultValue={values?.category ?? categories[0]!.id}
          error={errorText(errors.category)}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      ) : null}
      <SelectField
        label={t("createCustomerTicket.associatedTo")}
        name={ASSOCIATED_FIELD}
        defaultValue={values?.associated ?? ""}
        error={errorText(errors.associated)}
        options={[
          { value: "", label: t("createCustomerTicket.associatedNone") },
          ...associated.map((object) => ({
            value: `${object.type}:${object.code}`,
            label: t("createCustomerTicket.associatedOption", {
              type: t(`createCustomerTicket.associatedType.${object.type}`),
              code: object.code,
            }),
          })),
        ]}
      />
      <TicketMessageField
        label={t("createCustomerTicket.message")}
        defaultValue={values?.message}
        error={errors.message}
        testId="new-ticket-message"
      />
      <TicketFileField error={errors.file} />
    </>
  );
}
