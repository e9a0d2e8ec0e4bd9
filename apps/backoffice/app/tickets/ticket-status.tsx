/** A ticket's status as a pill: open and in process stand out, closed is grey. */
import { useTranslation } from "react-i18next";

export function TicketStatus({ status }: { status: "OPEN" | "INPROCESS" | "CLOSED" }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === "CLOSED" ? "bg-ink-100" : "bg-brand-50 text-brand-800"}`}
      data-testid="ticket-status"
    >
      {t(`tickets.statuses.${status}`)}
    </span>
  );
}
