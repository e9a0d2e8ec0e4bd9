/**
 * /{lang}/my-account/orders (account spec §2.14, 'account order list'): the signed-in customer's orders, 5 a page,
 * with the total in the heading, a sort (date placed, order number) that is a GET form, and page links above and
 * below the list when there is more than one page. Page and sort live in the URL (`?page=&sort=`); a new sort
 * starts again at the first page. No orders: a 'start shopping' link.
 */
import type { Language } from "@dukkan/i18n";
import { ORDER_HISTORY_SORTS } from "@dukkan/occ/order-constants";
import { useTranslation } from "../i18n/use-translation";
import { useNavigation } from "react-router";
import type { Route } from "./+types/order-history-route";
import { loadAccountList } from "../account-list/account-list.server";
import { AccountListHeader, AccountListPage } from "../account-list/account-list-page";
import { privatePageMeta } from "../seo/page-meta";
import { DEFAULT_HISTORY_SORT, historyHref } from "./order-display";
import { NoOrders } from "./no-orders";
import { OrderHistoryRow } from "./order-history-row";
import { fetchOrderHistory } from "./orders.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountList(
    args,
    { sorts: ORDER_HISTORY_SORTS, defaultSort: DEFAULT_HISTORY_SORT, titleKey: "orders.history.title" },
    async (query, context) => ({ history: await fetchOrderHistory(context, query) }),
  );

export const meta: Route.MetaFunction = privatePageMeta;

export default function OrderHistoryPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { history, query } = loaderData;
  const loading = useNavigation().state === "loading";
  const { totalPages, totalResults } = history.pagination;
  const cards = history.orders.map((order) => (
    <li key={order.code}>
      <OrderHistoryRow order={order} language={language} />
    </li>
  ));
  return (
    <AccountListPage
      testId="order-history"
      width="max-w-4xl"
      header={
        <AccountListHeader
          heading={t("orders.history.heading", { count: totalResults })}
          totalResults={totalResults}
          sort={{
            sort: query.sort,
            sorts: ORDER_HISTORY_SORTS,
            messages: "orders.history",
            width: "w-56",
            preventScrollReset: true,
          }}
        />
      }
      isEmpty={history.orders.length === 0}
      empty={<NoOrders />}
      pages={{
        page: query.page,
        totalPages,
        hrefOf: (page) => historyHref(language, { page, sort: query.sort }),
        above: t("orders.history.paginationTop"),
        below: t("orders.history.paginationBottom"),
        belowClassName: "mt-2",
      }}
    >
      <ol
        className={`flex flex-col gap-4 transition-opacity ${loading ? "opacity-50" : ""}`}
        aria-busy={loading}
        aria-label={t("orders.history.title")}
      >
        {cards}
      </ol>
    </AccountListPage>
  );
}
