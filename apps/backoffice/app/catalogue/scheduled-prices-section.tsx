/**
 * The product page's scheduled prices (merchandiser and owner, decision 0071): the upcoming, active and past
 * changes with a Cancel button on the open ones, and the form that schedules a new price from a time, optionally
 * until a time (UAE time). Plain forms posted to the product route's action (they work before scripts).
 */
import type { Language } from "@dukkan/i18n";
import { formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { StaffScheduledPrice } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import type { FieldErrors } from "./product-form";

type Answer =
  | { intent: string; done: true }
  | { intent: string; fieldErrors: FieldErrors; values: Record<string, string> }
  | { intent: string; error: string };

export function ScheduledPricesSection({
  scheduledPrices,
  language,
  answer,
}: {
  scheduledPrices: StaffScheduledPrice[];
  language: Language;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  const scheduling = answer?.intent === "schedule" ? answer : undefined;
  const invalid = (field: "price" | "startsAt" | "endsAt") =>
    scheduling && "fieldErrors" in scheduling && scheduling.fieldErrors[field]
      ? t(`scheduledPrices.fieldErrors.${field}`)
      : undefined;
  const typed = (field: string) => (scheduling && "values" in scheduling ? (scheduling.values[field] ?? "") : "");
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t("scheduledPrices.open"));

  return (
    <section className="rounded-card bg-white p-5 shadow-card" data-testid="scheduled-prices">
      <h2 className="mb-1 text-lg font-semibold">{t("scheduledPrices.title")}</h2>
      <p className="mb-3 text-sm text-ink-700">{t("scheduledPrices.intro")}</p>
      <div aria-live="polite" className="mb-3">
        {answer && "done" in answer ? (
          <FormAlert tone="success">
            {t(answer.intent === "schedule" ? "scheduledPrices.added" : "scheduledPrices.cancelled")}
          </FormAlert>
        ) : answer && "fieldErrors" in answer ? (
          <FormAlert tone="error">{t("scheduledPrices.failed")}</FormAlert>
        ) : answer && "error" in answer ? (
          <FormAlert tone="error">{answer.error}</FormAlert>
        ) : null}
      </div>
      {scheduledPrices.length === 0 ? (
        <p className="mb-3 text-sm text-ink-600">{t("scheduledPrices.none")}</p>
      ) : (
        <ul className="mb-4 divide-y divide-ink-100 text-sm">
          {scheduledPrices.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-state={change.state}>
              <span className="font-semibold tabular-nums">{formatFils(change.priceFils, language)}</span>
              <span>
                {when(change.startsAt)} – {when(change.endsAt)}
              </span>
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold">
                {t(`scheduledPrices.states.${change.state}`)}
              </span>
              {(change.state === "upcoming" || change.state === "active") && (
                <Form method="post" className="ms-auto">
                  <input type="hidden" name="intent" value="cancelSchedule" />
                  <input type="hidden" name="id" value={change.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={t("scheduledPrices.cancelLabel", { start: when(change.startsAt) })}
                  >
                    {t("scheduledPrices.cancel")}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" key={scheduledPrices.length} className="space-y-3">
        <input type="hidden" name="intent" value="schedule" />
        <TextField
          label={t("scheduledPrices.price")}
          name="price"
          inputMode="decimal"
          dir="ltr"
          required
          defaultValue={typed("price")}
          error={invalid("price")}
        />
        <TextField
          label={t("scheduledPrices.startsAt")}
          name="startsAt"
          type="datetime-local"
          dir="ltr"
          required
          defaultValue={typed("startsAt")}
          error={invalid("startsAt")}
        />
        <TextField
          label={t("scheduledPrices.endsAt")}
          name="endsAt"
          type="datetime-local"
          dir="ltr"
          defaultValue={typed("endsAt")}
          error={invalid("endsAt")}
        />
        <Button type="submit">{t("scheduledPrices.add")}</Button>
      </Form>
    </section>
  );
}
