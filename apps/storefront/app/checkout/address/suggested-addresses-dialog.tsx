/**
 * The suggested-addresses dialog (checkout spec §4.12 REVIEW): the address as entered and the verification's
 * suggestions, each with a button that submits it (confirmed, so the server does not ask again). A React Aria modal
 * once scripts run (Escape closes it and returns to the form); before that a server-rendered overlay.
 */
import type { AddressValidation } from "@dukkan/occ/checkout";
import { useTranslation } from "../../i18n/use-translation";
import { Form } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { Button } from "@dukkan/ui/button";
import type { FormValues } from "./checkout-address.server";

type Suggested = NonNullable<AddressValidation["suggestedAddresses"]>[number];

/** The suggestion as form values: the entered ones with the suggestion's place (town, area, lines) over them. */
export function suggestionValues(entered: FormValues, suggestion: Suggested): FormValues {
  return {
    ...entered,
    ...(suggestion.line1 ? { line1: suggestion.line1 } : {}),
    ...(suggestion.line2 ? { line2: suggestion.line2 } : {}),
    ...(suggestion.town ? { town: suggestion.town } : {}),
    ...(suggestion.region?.isocode ? { regionIsocode: suggestion.region.isocode } : {}),
    ...(suggestion.area?.isocode ? { areaIsocode: suggestion.area.isocode } : {}),
  };
}

function HiddenValues({ values }: { values: FormValues }) {
  return (
    <>
      <input type="hidden" name="intent" value="create-address" />
      <input type="hidden" name="confirmed" value="1" />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Lines({ values, areaName }: { values: FormValues; areaName?: string | undefined }) {
  return (
    <address className="text-sm not-italic text-ink-800">
      <span className="block">{values.line1}</span>
      {values.line2 ? <span className="block">{values.line2}</span> : null}
      <span className="block">{[values.town, areaName ?? values.areaIsocode].filter(Boolean).join(", ")}</span>
    </address>
  );
}

export function SuggestedAddressesDialog({
  entered,
  suggestions,
  areaNames,
  onClose,
}: {
  entered: FormValues;
  suggestions: Suggested[];
  areaNames: Record<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t("checkoutAddress.suggestions.title")} onClose={onClose}>
      <div className="mt-3 flex flex-col gap-5" data-testid="suggested-addresses">
        <p className="text-sm text-ink-700">{t("checkoutAddress.suggestions.intro")}</p>
        <section className="flex flex-col gap-2 rounded-xl border border-ink-200 p-4">
          <h3 className="font-semibold text-ink-900">{t("checkoutAddress.suggestions.entered")}</h3>
          <Lines values={entered} areaName={areaNames[entered.areaIsocode ?? ""]} />
          <Form method="post">
            <HiddenValues values={entered} />
            <Button type="submit" variant="secondary" className="w-full">
              {t("checkoutAddress.suggestions.useEntered")}
            </Button>
          </Form>
        </section>
        {suggestions.map((suggestion, index) => {
          const values = suggestionValues(entered, suggestion);
          return (
            <section key={index} className="flex flex-col gap-2 rounded-xl border border-brand-300 bg-brand-50 p-4">
              <h3 className="font-semibold text-ink-900">{t("checkoutAddress.suggestions.suggested")}</h3>
              <Lines values={values} areaName={suggestion.area?.name ?? areaNames[values.areaIsocode ?? ""]} />
              <Form method="post">
                <HiddenValues values={values} />
                <Button type="submit" className="w-full">
                  {t("checkoutAddress.suggestions.useSuggested")}
                </Button>
              </Form>
            </section>
          );
        })}
        {/* A post (not a script) so it also works before scripts load: the form comes back as typed. */}
        <Form method="post">
          <input type="hidden" name="intent" value="edit-address" />
          {Object.entries(entered).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="text-sm font-semibold text-brand-700 underline">
            {t("checkoutAddress.suggestions.close")}
          </button>
        </Form>
      </div>
    </ModalDialog>
  );
}
