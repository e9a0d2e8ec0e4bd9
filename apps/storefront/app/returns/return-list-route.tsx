/**
 * /{lang}/my-account/returns (account spec §2.19 List, §9): the customer's return requests, 5 a page: return
 * number (to its details), order (to the order), status, refund, date (long), 'see details'. The sort (date, RMA)
 * is a GET form and the pages are links above and below, both in the URL (`?page=&sort=`). No requests: the empty
 * state with 'Start shopping'.
 */
import { formatFils, toFils } from "@dukkan/money";
import type { ReturnRequest } from "@dukkan/occ/returns";
import { RETURN_REQUEST_SORTS, type ReturnRequestSort } from "@dukkan/occ/returns-constants";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/return-list-route";
import { loadAccountList } from "../account-list/account-list.server";
import type { AccountTableSpec } from "../account-list/account-list-page";
import { AccountListRow, AccountTablePage } from "../account-list/account-list-page";
import { useLanguage } from "../i18n/use-language";
import { privatePageMeta } from "../seo/page-meta";
import { orderDetailsPath } from "../orders/amend/amend-paths";
import { formatOrderDate } from "../orders/order-display";
import { returnDetailPath, returnsListPath } from "./return-paths";
import { listReturns } from "./returns.server";

const RETURNS: AccountTableSpec<ReturnRequestSort> = {
  list: { testId: "return-list", messages: "returnRequestList", href: returnsListPath },
  loader: { sorts: RETURN_REQUEST_SORTS, defaultSort: "byDate", titleKey: "returnRequestList.title" },
  table: { columns: ["rma", "order", "status", "total", "date"], action: "seeDetails" },
  empty: { testId: "no-returns", icon: "package", text: "EmptyReturns", startShopping: true },
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountList(args, RETURNS.loader, async (query, context) => ({ list: await listReturns(query, context) }));

export const meta: Route.MetaFunction = privatePageMeta;

function ReturnRow({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AccountListRow testId="return-row" number={request.rma} detailsTo={returnDetailPath(language, request.rma)}>
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
      <td className="py-3 pe-3 text-ink-700">{formatOrderDate(request.creationTime, language)}</td>
      <td className="py-3 text-end">
        <Link
          to={returnDetailPath(language, request.rma)}
          className="text-brand-700 underline"
          aria-label={t("returnRequestList.seeDetailsOf", { rma: request.rma })}
        >
          {t("returnRequestList.seeDetails")}
        </Link>
      </td>
    </AccountListRow>
  );
}

export default function ReturnListPage({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.list.returnRequests.map((request) => <ReturnRow key={request.rma} request={request} />);
  // Without requests the page is the empty state alone, without a heading.
  return <AccountTablePage spec={RETURNS} data={loaderData} rows={rows} headerWhenEmpty={false} />;
}
