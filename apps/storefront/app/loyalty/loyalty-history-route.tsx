/**
 * /{lang}/my-account/loyalty-history (account spec §2.12, §9): the points and their value, then the history 5 a
 * page: transaction, source, date, expire date, points, value. The sort (date, transaction) is a GET form and the
 * pages are links above and below, both in the URL (`?page=&sort=`); a new sort starts at the first page. No
 * history: the empty state myLoyalty.noData with 'Start shopping'.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import { LOYALTY_HISTORY_SORTS, type LoyaltyHistorySort } from "@dukkan/occ/loyalty-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import type { Route } from "./+types/loyalty-history-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { ListingPagination } from "../listing/listing-pagination";
import { metaFor } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "../orders/amend/amend-paths";
import { customerContext } from "../orders/amend/order-amend.server";
import { loadLoyaltyHistory, loadLoyaltySummary } from "./loyalty.server";
import { loyaltyDate, loyaltyHistoryPath, loyaltyQrPath, signedPoints } from "./loyalty-format";
import { ListSortForm } from "../ui/list-sort-form";

function readQuery(params: URLSearchParams): { page: number; sort: LoyaltyHistorySort } {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (LOYALTY_HISTORY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as LoyaltyHistorySort) : "byDate",
  };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readQuery(new URL(request.url).searchParams);
  const [summary, list] = await Promise.all([loadLoyaltySummary(context), loadLoyaltyHistory(query, context)]);
  return data(
    { summary, list, query, title: i18nFor(params.lang).t("myLoyalty.historyTitle") },
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

const COLUMNS = ["transaction", "source", "date", "expireDate", "points", "value"] as const;

export default function LoyaltyHistoryPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { summary, list, query } = loaderData;
  const { totalPages, totalResults } = list.pagination;
  const pages = (label: string) =>
    totalPages > 1 ? (
      <ListingPagination
        currentPage={query.page - 1}
        totalPages={totalPages}
        hrefOf={(page) => loyaltyHistoryPath(language, { page: page + 1, sort: query.sort })}
        label={label}
        className=""
      />
    ) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="loyalty-history">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("myLoyalty.historyTitle")}</h1>
          <p className="font-semibold text-brand-800" data-testid="loyalty-summary">
            {t("myLoyalty.summary", { points: summary.points, value: formatFils(toFils(summary.value), language) })}
          </p>
          <Link to={loyaltyQrPath(language)} className="text-sm text-brand-700 underline">
            {t("myLoyalty.qrLink")}
          </Link>
        </div>
        {totalResults > 1 ? (
          <ListSortForm key={query.sort} sort={query.sort} sorts={LOYALTY_HISTORY_SORTS} messages="myLoyalty" />
        ) : null}
      </header>
      {totalResults === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
          data-testid="no-loyalty-history"
        >
          <Icon name="package" className="size-10 text-brand-600" />
          <p className="text-ink-700">{t("myLoyalty.noData")}</p>
          <LinkButton to={`/${language}/`} size="md">
            {t("myLoyalty.startShopping")}
          </LinkButton>
        </div>
      ) : (
        <>
          {pages(t("myLoyalty.pagesAbove"))}
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("myLoyalty.caption")}</caption>
            <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`myLoyalty.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.results.map((entry) => (
                <tr
                  key={entry.transactionId}
                  className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                  data-testid="loyalty-row"
                >
                  <td className="py-3 pe-3 font-mono text-ink-700" dir="ltr">
                    {entry.transactionId}
                  </td>
                  <td className="py-3 pe-3 text-ink-900" data-testid="loyalty-row-source">
                    {entry.orderCode ? (
                      <Link to={orderDetailsPath(language, entry.orderCode)} className="underline">
                        {entry.source}
                      </Link>
                    ) : (
                      entry.source
                    )}
                  </td>
                  <td className="py-3 pe-3 text-ink-700" data-testid="loyalty-row-date">
                    {loyaltyDate(entry.date, language)}
                  </td>
                  <td className="py-3 pe-3 text-ink-700">
                    {entry.expireDate ? loyaltyDate(entry.expireDate, language) : "—"}
                  </td>
                  <td
                    className={`py-3 pe-3 font-semibold ${entry.balanceUpdate.points < 0 ? "text-ink-900" : "text-brand-800"}`}
                    dir="ltr"
                    data-testid="loyalty-row-points"
                  >
                    {signedPoints(entry.balanceUpdate.points, language)}
                  </td>
                  <td className="py-3 pe-3 text-ink-700" data-testid="loyalty-row-value">
                    {formatFils(toFils(entry.balanceUpdate.value), language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages(t("myLoyalty.pagesBelow"))}
        </>
      )}
    </div>
  );
}
