/**
 * Small pieces the promotion and voucher screens share: the enabled badge, a window in words, a form section, the
 * outcome of a save.
 */
import type { Language } from "@dukkan/i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@dukkan/ui/form-alert";
import { formatDateTime } from "../i18n/format";
import type { RuleFormAnswer } from "./promotion-form";

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${enabled ? "bg-brand-50 text-brand-800" : "bg-ink-100 text-ink-700"}`}
    >
      {t(`promotions.states.${enabled ? "enabled" : "disabled"}`)}
    </span>
  );
}

/** "Always", "From …", "Until …" or "… – …", in UAE time. */
export function WindowText({
  startsAt,
  endsAt,
  language,
}: {
  startsAt: string | null;
  endsAt: string | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const start = startsAt ? formatDateTime(startsAt, language) : null;
  const end = endsAt ? formatDateTime(endsAt, language) : null;
  const text =
    start && end
      ? t("promotions.between", { start, end })
      : start
        ? t("promotions.from", { start })
        : end
          ? t("promotions.until", { end })
          : t("promotions.always");
  return <span className="text-sm">{text}</span>;
}

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-card">
      <legend className="float-start mb-3 w-full text-lg font-semibold">{title}</legend>
      {hint ? <p className="clear-both mb-3 text-sm text-ink-700">{hint}</p> : null}
      <div className="clear-both grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Read out as it changes: created or saved, refused on its inputs, or the API's message. */
export function SaveOutcome({
  answer,
  created,
  texts,
}: {
  answer: RuleFormAnswer | undefined;
  created: boolean;
  texts: "promotions" | "vouchers";
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className="mb-3">
      {created || (answer && "done" in answer) ? (
        <FormAlert tone="success">{t(created && !answer ? `${texts}.created` : `${texts}.saved`)}</FormAlert>
      ) : answer && "fieldErrors" in answer ? (
        <FormAlert tone="error">{t(`${texts}.failed`)}</FormAlert>
      ) : answer && "error" in answer ? (
        <FormAlert tone="error">{answer.error}</FormAlert>
      ) : null}
    </div>
  );
}
