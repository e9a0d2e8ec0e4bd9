/**
 * The cancel screen's counter (account spec §2.17: min 0, max the entry's cancellable quantity). Before scripts
 * run it is a plain number input the form posts; after, React Aria's NumberField (− / + buttons, arrow keys),
 * still posting under the same name. Digits stay Latin in Arabic, as the shop's prices.
 */
import { Button, Group, I18nProvider, Input, Label, NumberField } from "react-aria-components";
import { useTranslation } from "../../i18n/use-translation";
import { useLanguage } from "../../i18n/use-language";
import { useHydrated } from "@dukkan/ui/use-hydrated";

const STEP_BUTTON =
  "flex size-9 items-center justify-center text-lg font-bold text-ink-700 transition hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-500";
const INPUT =
  "w-14 border-x border-ink-200 py-1.5 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300 aria-invalid:text-sale [&::-webkit-inner-spin-button]:appearance-none";

export function CancelQuantityField({
  name,
  productName,
  max,
  value,
  onChange,
  invalid,
  errorId,
}: {
  name: string;
  productName: string;
  max: number;
  value: number | undefined;
  onChange: (value: number) => void;
  invalid: boolean;
  errorId: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const label = t("orderAmend.quantityToCancel", { name: productName });
  if (!hydrated) {
    return (
      <input
        type="number"
        name={name}
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? 0}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        className={`${INPUT} rounded-full border`}
      />
    );
  }
  return (
    <I18nProvider locale={language === "ar" ? "ar-AE-u-nu-latn" : "en-AE"}>
      <NumberField
        name={name}
        minValue={0}
        maxValue={max}
        step={1}
        value={value ?? 0}
        onChange={(next) => onChange(Number.isNaN(next) ? 0 : next)}
        isInvalid={invalid}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        aria-describedby={errorId}
      >
        <Label className="sr-only">{label}</Label>
        <Group className="inline-flex items-center overflow-hidden rounded-full border border-ink-300 bg-white">
          <Button slot="decrement" className={STEP_BUTTON}>
            −
          </Button>
          <Input className={INPUT} />
          <Button slot="increment" className={STEP_BUTTON}>
            +
          </Button>
        </Group>
      </NumberField>
    </I18nProvider>
  );
}
