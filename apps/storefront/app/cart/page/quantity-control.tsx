/**
 * A cart line's quantity control (an entry's, or a kit's): − / number / +, bounded by 1 and the line's maximum.
 * It is a form of its own, so it works before scripts run: the buttons post a step, Enter posts the typed
 * number (the first, visually hidden submit button is the form's default). With scripts it posts through the
 * line's fetcher, and the line shows the new quantity at once.
 */
import { useTranslation } from "../../i18n/use-translation";
import type { FetcherWithComponents } from "react-router";
import type { CartActionData } from "./cart-forms";

const STEP_BUTTON =
  "flex size-9 items-center justify-center text-lg font-bold text-ink-700 transition hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent";

export function QuantityControl({
  fetcher,
  intent,
  fields,
  quantity,
  max,
  name,
}: {
  fetcher: FetcherWithComponents<CartActionData>;
  intent: "updateQuantity" | "updateBundle";
  /** The hidden fields naming the line (entry number and product code, or bundle id and group number). */
  fields: Record<string, string>;
  quantity: number;
  max: number | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post" className="inline-flex flex-col items-start gap-1">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button type="submit" name="step" value="0" className="sr-only">
        {t("cartPage.update", { name })}
      </button>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-ink-300 bg-white">
        <button
          type="submit"
          name="step"
          value="-1"
          disabled={quantity <= 1}
          aria-label={t("cartPage.decrease", { name })}
          className={STEP_BUTTON}
        >
          −
        </button>
        <input
          // A new quantity from the server (or an optimistic one) resets what the field shows.
          key={quantity}
          type="number"
          name="quantity"
          inputMode="numeric"
          defaultValue={quantity}
          min={1}
          max={max}
          aria-label={t("cartPage.quantityOf", { name })}
          onBlur={(event) => {
            const input = event.currentTarget;
            if (input.value !== String(quantity) && input.form && input.checkValidity()) {
              void fetcher.submit(input.form);
            }
          }}
          className="w-12 border-x border-ink-200 py-1.5 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="submit"
          name="step"
          value="1"
          disabled={max !== undefined && quantity >= max}
          aria-label={t("cartPage.increase", { name })}
          className={STEP_BUTTON}
        >
          +
        </button>
      </div>
      {max !== undefined && quantity >= max ? (
        <span className="text-xs text-ink-500">{t("cartPage.maxReached", { max })}</span>
      ) : null}
    </fetcher.Form>
  );
}
