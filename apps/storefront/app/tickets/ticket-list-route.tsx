/**
 * /{lang}/my-account/support-tickets (account spec §2.23 List, §9): 'Requests (total)', the sort ('changed on',
 * 'ticket id') as a GET form, pages above and below (only with more than one), 5 a page with ticket id, subject,
 * category, created on, changed on and status; 'Add request' opens the new-request dialog (a link to its page
 * before scripts run); the empty state.
 */
import type { TicketList } from "@dukkan/occ/tickets";
import { DEFAULT_TICKET_SORT, TICKET_SORTS, type TicketSort } from "@dukkan/occ/tickets-constants";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/ticket-list-route";
import { loadAccountList } from "../account-list/account-list.server";
import type { AccountTableSpec } from "../account-list/account-list-page";
import { AccountListRow, AccountTablePage } from "../account-list/account-list-page";
import { useLanguage } from "../i18n/use-language";
import { privatePageMeta } from "../seo/page-meta";
import { ticketDate } from "./ticket-form";
import { TicketStatusBadge } from "./ticket-fields";
import { AddRequestButton } from "./ticket-dialog-buttons";
import { supportTicketPath, supportTicketsPath } from "./ticket-paths";
import { listTickets } from "./tickets.server";

const TICKETS: AccountTableSpec<TicketSort> = {
  list: { testId: "ticket-list", messages: "customerTicketing", href: supportTicketsPath },
  loader: { sorts: TICKET_SORTS, defaultSort: DEFAULT_TICKET_SORT, titleKey: "customerTicketing.requests" },
  table: { columns: ["ticketId", "subject", "category", "createdOn", "changedOn", "status"] },
  empty: { testId: "no-tickets", icon: "headset", text: "noTickets" },
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountList(args, TICKETS.loader, async (query, context) => ({ list: await listTickets(query, context) }));

export const meta: Route.MetaFunction = privatePageMeta;

/**
 * On a phone the rows are cards and the column headings are hidden: each value carries its heading above it (hidden
 * from screen readers, which have the table's own headings).
 */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span className="block text-xs font-semibold text-ink-500 sm:hidden" aria-hidden="true">
      {children}
    </span>
  );
}

function TicketRow({ ticket }: { ticket: TicketList["tickets"][number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AccountListRow testId="ticket-row" number={ticket.id} detailsTo={supportTicketPath(language, ticket.id)}>
      <td className="py-3 pe-3 max-sm:col-span-2">
        <Link to={supportTicketPath(language, ticket.id)} className="text-ink-900 hover:underline">
          <bdi>{ticket.subject}</bdi>
        </Link>
      </td>
      <td className="py-3 pe-3 text-ink-700">
        <PhoneLabel>{t("customerTicketing.category")}</PhoneLabel>
        {ticket.ticketCategory.name}
      </td>
      <td className="py-3 pe-3 text-ink-700">
        <PhoneLabel>{t("customerTicketing.createdOn")}</PhoneLabel>
        {ticketDate(ticket.createdAt, language)}
      </td>
      <td className="py-3 pe-3 text-ink-700">
        <PhoneLabel>{t("customerTicketing.changedOn")}</PhoneLabel>
        {ticketDate(ticket.modifiedAt, language)}
      </td>
      <td className="py-3 pe-3">
        <TicketStatusBadge status={ticket.status} testId="ticket-row-status" />
      </td>
    </AccountListRow>
  );
}

export default function TicketListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { list } = loaderData;
  return (
    <AccountTablePage
      spec={TICKETS}
      data={loaderData}
      heading={t("customerTicketing.requestsCount", { count: list.pagination.totalResults })}
      actions={<AddRequestButton language={language} />}
      rows={list.tickets.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} />
      ))}
    />
  );
}
