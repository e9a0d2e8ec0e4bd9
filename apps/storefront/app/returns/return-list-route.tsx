/**
 * /{lang}/my-account/returns (account spec §2.19 List, §9): the customer's return requests, 5 a page: return
 * number (to its details), order (to the order), status, refund, date (long), 'see details'. The sort (date, RMA)
 * is a GET form and the pages are links above and below, both in the URL (`?page=&sort=`). No requests: the empty
 * state with 'Start shopping'.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import { RETURN_REQUEST_SORTS, type ReturnRequestSort } from "@dukkan/occ/returns-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import type { Route } from "./+types/return-list-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { ListingPagination } from "../listing/listing-pagination";
import { metaFor } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "../orders/amend/amend-paths";
import { customerContext } from "../orders/amend/order-amend.server";
import { returnDetailPath, returnsListPath } from "./return-paths";
import { listReturns } from "./returns.server";
import { ListSortForm } from "../ui/list-sort-form";

function readListQuery(params: URLSearchParams): { page: number; sort: ReturnRequestSort } {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (RETURN_REQUEST_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReturnRequestSort) : "byDate",
  };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readListQuery(new URL(request.url).searchParams);
  const list = await listReturns(query, context);
  return data(
    { list, query, title: i18nFor(params.lang).t("returnRequestList.title") },
    { headers: await sessionHeaders(session) },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

/** Spec §2.19: the request's date as a long date, digits Latin as the shop's prices. */
const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-GB", { dateStyle: "long" }).format(new Date(iso));

export default function ReturnListPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { list, query } = loaderData;
  const { totalPages, totalResults } = list.pagination;
  const pages = (label: string) =>
    totalPages > 1 ? (
      <ListingPagination
        currentPage={query.page - 1}
        totalPages={totalPages}
        hrefOf={(page) => returnsListPath(language, { page: page + 1, sort: query.sort })}
        label={label}
        className=""
      />
    ) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="return-list">
      {totalResults === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 p-8 text-center"
          data-testid="no-returns"
        >
          <Icon name="package" className="size-10 text-brand-600" />
          <p className="text-ink-700">{t("returnRequestList.EmptyReturns")}</p>
          <LinkButton to={`/${language}/`} size="md">
            {t("returnRequestList.startShopping")}
          </LinkButton>
        </div>
      ) : (
        <>
          <header className="flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("returnRequestList.title")}</h1>
            {totalResults > 1 ? (
              <ListSortForm
                key={query.sort}
                sort={query.sort}
                sorts={RETURN_REQUEST_SORTS}
                messages="returnRequestList"
              />
            ) : null}
          </header>
          {pages(t("returnRequestList.pagesAbove"))}
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("returnRequestList.caption")}</caption>
            <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
              <tr>
                {["rma", "order", "status", "total", "date"].map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`returnRequestList.${column}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 text-end">
                  <span className="sr-only">{t("returnRequestList.seeDetails")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.returnRequests.map((request) => (
                <tr
                  key={request.rma}
                  className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                  data-testid="return-row"
                >
                  <td className="py-3 pe-3">
                    <Link
                      to={returnDetailPath(language, request.rma)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {request.rma}
                    </Link>
                  </td>
                  <td className="py-3 pe-3">
                    <Link to={orderDetailsPath(language, request.order.code)} className="text-ink-700 underline">
                      {request.order.code}
                    </Link>
                  </td>
                  <td className="py-3 pe-3" data-testid="return-row-status">
                    {request.statusDisplay}
                  </td>
                  <td className="py-3 pe-3 font-semibold text-ink-900">
                    {formatFils(toFils(request.totalRefundAmount.value), language)}
                  </td>
                  <td className="py-3 pe-3 text-ink-700">{longDate(request.creationTime, language)}</td>
                  <td className="py-3 text-end">
                    <Link
                      to={returnDetailPath(language, request.rma)}
                      className="text-brand-700 underline"
                      aria-label={t("returnRequestList.seeDetailsOf", { rma: request.rma })}
                    >
                      {t("returnRequestList.seeDetails")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages(t("returnRequestList.pagesBelow"))}
        </>
      )}
    </div>
  );
}
