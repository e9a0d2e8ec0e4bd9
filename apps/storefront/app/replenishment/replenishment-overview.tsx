/**
 * A replenishment order's overview (account spec §2.15 for a replenishment: code, active, start date, frequency,
 * next date), shared by its details page and the confirmation after scheduling it.
 */
import type { ReplenishmentOrder } from "@dukkan/occ/replenishment";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { frequencyText, replenishmentDate } from "./replenishment-format";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase text-ink-500">{label}</dt>
      <dd className="text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function ReplenishmentOverview({ replenishment }: { replenishment: ReplenishmentOrder }) {
  const { t } = useTranslation();
  const next = replenishment.trigger.activationTime;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="replenishment-overview">
      <Fact label={t("replenishmentOrderDetails.code")}>{replenishment.replenishmentOrderCode}</Fact>
      <Fact label={t("replenishmentOrderDetails.active")} testId="replenishment-active">
        {replenishment.active ? t("replenishmentOrderDetails.yes") : t("replenishmentOrderDetails.no")}
      </Fact>
      <Fact label={t("replenishmentOrderDetails.startOn")}>{replenishmentDate(replenishment.firstDate)}</Fact>
      <Fact label={t("replenishmentOrderDetails.frequency")} testId="replenishment-frequency">
        {frequencyText(replenishment.trigger.displayTimeTable)}
      </Fact>
      <Fact label={t("replenishmentOrderDetails.nextOrderDate")} testId="replenishment-next-date">
        {replenishment.active && next ? replenishmentDate(next) : t("replenishmentOrderHistory.cancelled")}
      </Fact>
    </dl>
  );
}
