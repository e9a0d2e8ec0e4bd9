/**
 * /{lang}/my-account/orders (account spec §2.14, 'account order list'): the signed-in customer's orders, 5 a page,
 * with the total in the heading, a sort (date placed, order number) that is a GET form, and page links above and
 * below the list when there is more than one page. Page and sort live in the URL (`?page=&sort=`); a new sort
 * starts again at the first page. No orders: a 'start shopping' link.
 */
import type { Language } from "@dukkan/i18n";
import { ORDER_HISTORY_SORTS } from "@dukkan/occ/order-constants";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/order-history-route";
import { requestArea } from "../area/area.server";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { ListingPagination } from "../listing/listing-pagination";
import { metaFor } from "../seo/page-meta";
import { requireCustomer } from "../session/require-customer.server";
import { sessionHeaders } from "../session/session.server";
import { Button } from "@dukkan/ui/button";
import { SelectField } from "@dukkan/ui/select";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { historyHref, readHistoryQuery } from "./order-display";
import { NoOrders } from "./no-orders";
import { OrderHistoryRow } from "./order-history-row";
import { fetchOrderHistory } from "./orders.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, accessToken } = await requireCustomer(request, params.lang);
  const query = readHistoryQuery(new URL(request.url).searchParams);
  const history = await fetchOrderHistory({ lang: params.lang, area: requestArea(session), accessToken }, query);
  const body = { history, query, title: i18nFor(params.lang).t("orders.history.title") };
  return data(body, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

function SortForm({ sort }: { sort: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    // A GET form: the sort is a URL, and there is no page field, so a new sort starts at the first page.
    <Form
      method="get"
      className="flex items-end gap-2"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      <div className="w-56">
        <SelectField
          label={t("orders.history.sortLabel")}
          name="sort"
          defaultValue={sort}
          options={ORDER_HISTORY_SORTS.map((code) => ({ value: code, label: t(`orders.history.sort.${code}`) }))}
        />
      </div>
      {/* With scripts a choice applies at once; without, this button sends the form. */}
      {hydrated ? null : (
        <Button type="submit" variant="secondary" size="md">
          {t("orders.history.sortSubmit")}
        </Button>
      )}
    </Form>
  );
}

export default function OrderHistoryPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { history, query } = loaderData;
  const loading = useNavigation().state === "loading";
  const { totalPages, totalResults } = history.pagination;
  const pages = (label: string, className: string) =>
    totalPages > 1 ? (
      <ListingPagination
        currentPage={query.page - 1}
        totalPages={totalPages}
        hrefOf={(page) => historyHref(language, { page: page + 1, sort: query.sort })}
        label={label}
        className={className}
      />
    ) : null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="order-history">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {t("orders.history.heading", { count: totalResults })}
        </h1>
        {totalResults > 1 ? <SortForm key={query.sort} sort={query.sort} /> : null}
      </header>
      {history.orders.length === 0 ? (
        <NoOrders />
      ) : (
        <>
          {pages(t("orders.history.paginationTop"), "")}
          <ol
            className={`flex flex-col gap-4 transition-opacity ${loading ? "opacity-50" : ""}`}
            aria-busy={loading}
            aria-label={t("orders.history.title")}
          >
            {history.orders.map((order) => (
              <li key={order.code}>
                <OrderHistoryRow order={order} language={language} />
              </li>
            ))}
          </ol>
          {pages(t("orders.history.paginationBottom"), "mt-2")}
        </>
      )}
    </div>
  );
}
