/**
 * The review (payment) step's offer to signed-in customers who may pay cash on delivery: schedule this cart as a
 * replenishment order instead (account spec §2.22). A link to the schedule page, so it works before scripts.
 */
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { scheduleReplenishmentPath } from "./replenishment-paths";

export function ScheduleReplenishmentOffer() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p
      className="rounded-2xl border border-dashed border-ink-200 p-4 text-sm text-ink-800"
      data-testid="schedule-offer"
    >
      {t("scheduleReplenishment.offer")}{" "}
      <Link to={scheduleReplenishmentPath(language)} className="font-semibold text-brand-700 underline">
        {t("scheduleReplenishment.offerLink")}
      </Link>
    </p>
  );
}
