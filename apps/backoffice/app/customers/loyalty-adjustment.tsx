/**
 * The customer page's loyalty points: the balance now (so staff know it before correcting it) and the adjustment
 * form (a plain form posted to the page's action; see the .server module).
 */
import { Button } from "@dukkan/ui/button";
import { TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { LoyaltyAnswer } from "./loyalty-adjustment.server";

export function LoyaltyAdjustment({
  balance,
  answer,
}: {
  /** The balance as the page loaded it, its value already written in the page's language. */
  balance: { points: number; value: string };
  answer: LoyaltyAnswer | undefined;
}) {
  const { t } = useTranslation();
  const typed = (field: "points" | "reason") => (answer && "values" in answer ? answer.values[field] : "");
  const invalid = (field: "points" | "reason") =>
    answer?.loyalty === "refused" && answer.fields[field] ? t(`loyaltyAdjustment.fieldErrors.${field}`) : undefined;
  return (
    <>
      <p className="mb-2 font-semibold tabular-nums" data-testid="loyalty-balance">
        {t("loyaltyAdjustment.balance", { points: balance.points, value: balance.value })}
      </p>
      <p className="mb-3 text-sm text-ink-700">{t("loyaltyAdjustment.intro")}</p>
      <div aria-live="polite" className="mb-3">
        {answer?.loyalty === "done" ? (
          <FormAlert tone="success">
            {t("loyaltyAdjustment.done", { points: answer.points, value: answer.value })}
          </FormAlert>
        ) : answer?.loyalty === "refused" ? (
          <FormAlert tone="error">{t("loyaltyAdjustment.failed")}</FormAlert>
        ) : answer?.loyalty === "error" ? (
          <FormAlert tone="error">{answer.error}</FormAlert>
        ) : null}
      </div>
      <Form method="post" key={answer?.loyalty === "done" ? answer.points : "typed"} className="space-y-3">
        <input type="hidden" name="intent" value="loyalty" />
        <TextField
          label={t("loyaltyAdjustment.points")}
          name="points"
          type="number"
          step={1}
          dir="ltr"
          required
          defaultValue={typed("points")}
          error={invalid("points")}
        />
        <TextField
          label={t("loyaltyAdjustment.reason")}
          name="reason"
          required
          defaultValue={typed("reason")}
          error={invalid("reason")}
        />
        <Button type="submit" size="sm">
          {t("loyaltyAdjustment.submit")}
        </Button>
      </Form>
    </>
  );
}
