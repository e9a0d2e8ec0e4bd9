/**
 * The account dashboard's tickets widget (account spec §2.13): a heading, a link to the request list and the latest
 * ticket ('subject | category | ticket id' and its changed-on date), or the empty state.
 */
import type { Language } from "@dukkan/i18n";
import type { Ticket } from "@dukkan/occ/tickets";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { Icon } from "@dukkan/ui/icon";
import { ticketDate } from "./ticket-form";
import { supportTicketPath, supportTicketsPath } from "./ticket-paths";

export function LatestTicket({ ticket, language }: { ticket: Ticket | undefined; language: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="latest-ticket-heading" className="flex flex-col gap-3" data-testid="latest-ticket">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-ticket-heading" className="text-xl font-bold text-ink-900">
          {t("customerTicketing.latest")}
        </h2>
        <Link
          to={supportTicketsPath(language)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("customerTicketing.showMore")}
          <Icon name="chevron-end" direction="end" className="size-4" />
        </Link>
      </div>
      {ticket ? (
        <Link
          to={supportTicketPath(language, ticket.id)}
          className="flex flex-col gap-1 rounded-2xl border border-ink-200 bg-white p-4 transition hover:border-brand-300 hover:bg-brand-50"
        >
          <span className="font-semibold text-ink-900">
            {t("customerTicketing.latestLine", {
              subject: ticket.subject,
              category: ticket.ticketCategory.name,
              id: ticket.id,
            })}
          </span>
          <span className="text-sm text-ink-600">
            {t("customerTicketing.changedOn")}: {ticketDate(ticket.modifiedAt, language)}
          </span>
        </Link>
      ) : (
        <p className="text-sm text-ink-600">{t("customerTicketing.noTickets")}</p>
      )}
    </section>
  );
}
