/**
 * /{lang}/my-account/my-replenishments (account spec §2.22 history table, §9): the customer's replenishment
 * orders, 5 a page: replenishment ID (to its details), PO number ('empty' when blank), start on (M/d/yyyy),
 * frequency (its text less the time of day), next order date (or 'cancelled'), total with tax, and 'Cancel' on
 * active ones (the cancel dialog; its page before scripts run). Sort (date, number, next order date) and page are
 * in the URL. No replenishment orders: the empty state with 'Start shopping'.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import { REPLENISHMENT_SORTS, type ReplenishmentSort } from "@dukkan/occ/replenishment-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";
import type { Route } from "./+types/replenishment-list-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { ListingPagination } from "../listing/listing-pagination";
import { customerContext } from "../orders/amend/order-amend.server";
import { metaFor } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { frequencyText, replenishmentDate } from "./replenishment-format";
import { CancelReplenishmentButton } from "./cancel-replenishment-button";
import { replenishmentDetailPath, replenishmentListPath } from "./replenishment-paths";
import { listReplenishments } from "./replenishment.server";
import { ListSortForm } from "../ui/list-sort-form";

function readListQuery(params: URLSearchParams): { page: number; sort: ReplenishmentSort } {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (REPLENISHMENT_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReplenishmentSort) : "byDate",
  };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readListQuery(new URL(request.url).searchParams);
  const list = await listReplenishments(query, context);
  return data(
    { list, query, title: i18nFor(params.lang).t("replenishmentOrderHistory.title") },
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

const COLUMNS = ["replenishmentOrderId", "purchaseOrderNumber", "startOn", "frequency", "nextOrderDate", "total"];

export default function ReplenishmentListPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { list, query } = loaderData;
  const { totalPages, totalResults } = list.pagination;
  const pages = (label: string) =>
    totalPages > 1 ? (
      <ListingPagination
        currentPage={query.page - 1}
        totalPages={totalPages}
        hrefOf={(page) => replenishmentListPath(language, { page: page + 1, sort: query.sort })}
        label={label}
        className=""
      />
    ) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="replenishment-list">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("replenishmentOrderHistory.title")}</h1>
        {totalResults > 1 ? (
          <ListSortForm
            key={query.sort}
            sort={query.sort}
            sorts={REPLENISHMENT_SORTS}
            messages="replenishmentOrderHistory"
            width="w-56"
          />
        ) : null}
      </header>
      {totalResults === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
          data-testid="no-replenishments"
        >
          <Icon name="package" className="size-10 text-brand-600" />
          <p className="text-ink-700">{t("replenishmentOrderHistory.noOrders")}</p>
          <LinkButton to={`/${language}/`} size="md">
            {t("replenishmentOrderHistory.startShopping")}
          </LinkButton>
        </div>
      ) : (
        <>
          {pages(t("replenishmentOrderHistory.pagesAbove"))}
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("replenishmentOrderHistory.caption")}</caption>
            <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`replenishmentOrderHistory.${column}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 text-end">
                  <span className="sr-only">{t("replenishmentOrderHistory.cancel")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.replenishmentOrders.map((replenishment) => {
                const code = replenishment.replenishmentOrderCode;
                const next = replenishment.trigger.activationTime;
                return (
                  <tr
                    key={code}
                    className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                    data-testid="replenishment-row"
                  >
                    <td className="py-3 pe-3">
                      <Link
                        to={replenishmentDetailPath(language, code)}
                        className="font-semibold text-brand-700 underline"
                      >
                        {code}
                      </Link>
                    </td>
                    <td className="py-3 pe-3 text-ink-700">
                      {replenishment.purchaseOrderNumber || t("replenishmentOrderHistory.empty")}
                    </td>
                    <td className="py-3 pe-3 text-ink-700">{replenishmentDate(replenishment.firstDate)}</td>
                    <td className="py-3 pe-3 text-ink-700" data-testid="replenishment-row-frequency">
                      {frequencyText(replenishment.trigger.displayTimeTable)}
                    </td>
                    <td className="py-3 pe-3 text-ink-700" data-testid="replenishment-row-next">
                      {replenishment.active && next
                        ? replenishmentDate(next)
                        : t("replenishmentOrderHistory.cancelled")}
                    </td>
                    <td className="py-3 pe-3 font-semibold text-ink-900">
                      {formatFils(toFils(replenishment.totalPriceWithTax.value), language)}
                    </td>
                    <td className="py-3 text-end">
                      {replenishment.active ? (
                        <CancelReplenishmentButton
                          language={language}
                          code={code}
                          from="list"
                          variant="secondary"
                          size="sm"
                          label={t("replenishmentOrderHistory.cancelOf", { code })}
                          testId="replenishment-row-cancel"
                        >
                          {t("replenishmentOrderHistory.cancel")}
                        </CancelReplenishmentButton>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages(t("replenishmentOrderHistory.pagesBelow"))}
        </>
      )}
    </div>
  );
}
