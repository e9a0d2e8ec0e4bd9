/**
 * The pieces the ticket forms and pages share: the message box with its characters-left hint (spec §5), the
 * single file input with its size and type hint, a field error in the form's words, and the status badge (OPEN
 * and INPROCESS green, CLOSED grey: spec §2.23).
 */
import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import type { TicketStatusRef } from "@dukkan/occ/tickets";
import { TICKET_LIMITS } from "@dukkan/occ/tickets-constants";
import { Field, INPUT_CLASS } from "@dukkan/ui/field";
import { Badge } from "../ui/badge";
import { FILE_ACCEPT, FILE_FIELD, MAX_FILE_MB, MESSAGE_FIELD, type FieldError } from "./ticket-form";

export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
}

export function TicketMessageField({
  label,
  defaultValue = "",
  error,
  testId,
}: {
  label: string;
  defaultValue?: string;
  error?: FieldError | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldError();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <Field
      label={label}
      hint={t("createCustomerTicket.charactersLeft", { count: TICKET_LIMITS.messageLength - length })}
      error={errorText(error)}
    >
      {(control) => (
        <textarea
          {...control}
          name={MESSAGE_FIELD}
          rows={5}
          required
          maxLength={TICKET_LIMITS.messageLength}
          defaultValue={defaultValue}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          className={`${INPUT_CLASS} rtl:text-right`}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

export function TicketFileField({ error }: { error?: FieldError | undefined }) {
  const { t } = useTranslation();
  const errorText = useFieldError();
  return (
    <Field
      label={t("createCustomerTicket.file")}
      hint={t("createCustomerTicket.fileHint", {
        size: MAX_FILE_MB,
        types: TICKET_LIMITS.extensions.map((extension) => extension.toUpperCase()).join(", "),
      })}
      error={errorText(error)}
    >
      {(control) => (
        <input
          {...control}
          name={FILE_FIELD}
          type="file"
          accept={FILE_ACCEPT}
          className="text-sm text-ink-700 file:me-3 file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold"
        />
      )}
    </Field>
  );
}

export function TicketStatusBadge({ status, testId }: { status: TicketStatusRef; testId?: string }) {
  return (
    <Badge tone={status.id === "CLOSED" ? "neutral" : "status"} data-testid={testId}>
      {status.name ?? status.id}
    </Badge>
  );
}
