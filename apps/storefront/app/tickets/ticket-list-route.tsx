/**
 * /{lang}/my-account/support-tickets (account spec §2.23 List, §9): 'Requests (total)', the sort ('changed on',
 * 'ticket id') as a GET form, pages above and below (only with more than one), 5 a page with ticket id, subject,
 * category, created on, changed on and status; 'Add request' opens the new-request dialog (a link to its page
 * before scripts run); the empty state.
 */
import type { Language } from "@dukkan/i18n";
import { DEFAULT_TICKET_SORT, TICKET_SORTS, type TicketSort } from "@dukkan/occ/tickets-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import type { Route } from "./+types/ticket-list-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { ListingPagination } from "../listing/listing-pagination";
import { customerContext } from "../orders/amend/order-amend.server";
import { metaFor } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Icon } from "@dukkan/ui/icon";
import { ticketDate } from "./ticket-form";
import { TicketStatusBadge } from "./ticket-fields";
import { AddRequestButton } from "./ticket-dialog-buttons";
import { supportTicketPath, supportTicketsPath } from "./ticket-paths";
import { listTickets } from "./tickets.server";
import { ListSortForm } from "../ui/list-sort-form";

function readListQuery(params: URLSearchParams): { page: number; sort: TicketSort } {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (TICKET_SORTS as readonly string[]).includes(sort ?? "") ? (sort as TicketSort) : DEFAULT_TICKET_SORT,
  };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readListQuery(new URL(request.url).searchParams);
  const list = await listTickets(query, context);
  return data(
    { list, query, title: i18nFor(params.lang).t("customerTicketing.requests") },
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

const COLUMNS = ["ticketId", "subject", "category", "createdOn", "changedOn", "status"] as const;

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

export default function TicketListPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { list, query } = loaderData;
  const { totalPages, totalResults } = list.pagination;
  const pages = (label: string) =>
    totalPages > 1 ? (
      <ListingPagination
        currentPage={query.page - 1}
        totalPages={totalPages}
        hrefOf={(page) => supportTicketsPath(language, { page: page + 1, sort: query.sort })}
        label={label}
        className=""
      />
    ) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="ticket-list">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {t("customerTicketing.requestsCount", { count: totalResults })}
        </h1>
        <div className="flex flex-wrap items-end gap-3">
          {totalResults > 1 ? (
            <ListSortForm key={query.sort} sort={query.sort} sorts={TICKET_SORTS} messages="customerTicketing" />
          ) : null}
          <AddRequestButton language={language} />
        </div>
      </header>
      {totalResults === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
          data-testid="no-tickets"
        >
          <Icon name="headset" className="size-10 text-brand-600" />
          <p className="text-ink-700">{t("customerTicketing.noTickets")}</p>
        </div>
      ) : (
        <>
          {pages(t("customerTicketing.pagesAbove"))}
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("customerTicketing.caption")}</caption>
            <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`customerTicketing.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.tickets.map((ticket) => (
                <tr
                  key={ticket.id}
                  className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                  data-testid="ticket-row"
                >
                  <td className="py-3 pe-3">
                    <Link
                      to={supportTicketPath(language, ticket.id)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {ticket.id}
                    </Link>
                  </td>
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
                </tr>
              ))}
            </tbody>
          </table>
          {pages(t("customerTicketing.pagesBelow"))}
        </>
      )}
    </div>
  );
}
