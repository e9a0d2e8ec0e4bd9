/**
 * The checkout's loyalty section (checkout spec §2.9, §4.2, §5.6), for signed-in customers not paying cash: the
 * points and the redeemable value (the smaller of the points' value and the total), the 'partial' and 'all' boxes
 * (disabled without points), the amount (step 0.01, clamped to 0…redeemable and cut to 2 decimals as it is typed)
 * and the 'Remaining' total. The boxes and the amount are form fields, so the place-order form posts them before
 * scripts run; the API checks the amount again.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import type { LoyaltyChoice, LoyaltySummary } from "@dukkan/occ/loyalty";
import { clampLoyaltyAmount } from "@dukkan/occ/rules";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { CheckboxField } from "@dukkan/ui/checkbox";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";

export type LoyaltyState = { choice: LoyaltyChoice | null; amount: number };

/** Checkout spec §4.2, §9: the loyalty reset waits 500 ms. */
export const LOYALTY_RESET_DELAY_MS = 500;

/** Whether the points chosen pay the whole order (payment type 3). */
export function coversOrder(state: LoyaltyState, summary: LoyaltySummary): boolean {
  return state.choice !== null && toFils(state.amount) >= toFils(summary.total ?? 0) && toFils(state.amount) > 0;
}

/** Spec §4.2: 'all' redeems the redeemable value; 'partial' keeps the amount typed; neither removes the points. */
export function chooseLoyalty(
  choice: LoyaltyChoice | null,
  state: LoyaltyState,
  summary: LoyaltySummary,
): LoyaltyState {
  if (choice === "all") return { choice, amount: summary.redeemableValue ?? 0 };
  if (choice === "partial") return { choice, amount: state.amount };
  return { choice: null, amount: 0 };
}

export function LoyaltySection({
  summary,
  state,
  language,
  onChange,
}: {
  summary: LoyaltySummary;
  state: LoyaltyState;
  language: Language;
  onChange(state: LoyaltyState): void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  /** What is typed ('12.' on the way to '12.5'); the amount itself is clamped and cut as it changes. */
  const [typed, setTyped] = useState("");
  const redeemable = summary.redeemableValue ?? 0;
  const noPoints = summary.points <= 0;
  const used = state.choice !== null ? state.amount : 0;
  const remainingFils = Math.max(toFils(summary.total ?? 0) - toFils(used), 0);
  /** The reset waiting after both boxes were unticked (spec §4.2, §9: 'the loyalty reset waits 500 ms'). */
  const pendingReset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingReset.current), []);
  const toggle = (choice: LoyaltyChoice, checked: boolean) => {
    clearTimeout(pendingReset.current);
    if (!checked) {
      // The points stop counting at once (the total is restored); the amount typed is cleared only after the
      // reset delay, so a box ticked again straight away (a change of mind, 'partial' ↔ 'all') keeps it.
      onChange({ choice: null, amount: state.amount });
      pendingReset.current = setTimeout(() => {
        setTyped("");
        onChange(chooseLoyalty(null, state, summary));
      }, LOYALTY_RESET_DELAY_MS);
      return;
    }
    if (choice === "partial") setTyped(state.amount > 0 ? String(state.amount) : "");
    onChange(chooseLoyalty(choice, state, summary));
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4" data-testid="loyalty-section">
      <legend className="px-1 text-lg font-bold text-ink-900">{t("loyalty.title")}</legend>
      <p className="text-sm text-ink-800" data-testid="loyalty-select">
        {noPoints
          ? t("loyalty.noPoints")
          : t("loyalty.selectLoyalty", { points: summary.points, value: formatFils(toFils(redeemable), language) })}
      </p>
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          name="loyaltyChoice"
          value="partial"
          disabled={noPoints}
          checked={hydrated ? state.choice === "partial" : undefined}
          onChange={(event) => toggle("partial", event.currentTarget.checked)}
        >
          {t("loyalty.partial")}
        </CheckboxField>
        <CheckboxField
          name="loyaltyChoice"
          value="all"
          disabled={noPoints}
          checked={hydrated ? state.choice === "all" : undefined}
          onChange={(event) => toggle("all", event.currentTarget.checked)}
        >
          {t("loyalty.all")}
        </CheckboxField>
      </div>
      <div className="max-w-xs">
        <TextField
          label={t("loyalty.amount")}
          name="loyaltyAmount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={redeemable}
          dir="ltr"
          // Before scripts the amount is always open; with them only 'partial' opens it (spec §4.2).
          disabled={noPoints || (hydrated && state.choice !== "partial")}
          value={
            hydrated
              ? state.choice === "partial"
                ? typed
                : state.choice === "all"
                  ? String(state.amount)
                  : ""
              : undefined
          }
          onKeyDown={(event) => {
            // Spec §5.6: the 'e' key is blocked.
            if (event.key === "e" || event.key === "E") event.preventDefault();
          }}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            onChange({ choice: "partial", amount: clampLoyaltyAmount(Number(event.currentTarget.value), redeemable) });
          }}
          onBlur={() => setTyped(String(state.amount))}
        />
      </div>
      <p className="text-sm font-semibold text-ink-900" data-testid="loyalty-remaining">
        {t("loyalty.remaining")}: {formatFils(remainingFils, language)}
      </p>
    </fieldset>
  );
}
