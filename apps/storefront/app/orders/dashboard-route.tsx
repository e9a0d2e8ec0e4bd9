/**
 * /{lang}/my-account (account spec §2.13): the signed-in customer's dashboard: a greeting, the 3 latest orders
 * with a link to the whole history (or the no-orders state), and a shortcut to each account page the shop has.
 */
import type { Language } from "@dukkan/i18n";
import { DASHBOARD_ORDER_COUNT } from "@dukkan/occ/order-constants";
import { DEFAULT_TICKET_SORT, TICKET_WIDGET_PAGE_SIZE } from "@dukkan/occ/tickets-constants";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard-route";
import { greetingName } from "../account/greeting";
import { accountMenuPages } from "../layout/account-menu";
import { privatePageMeta } from "../seo/page-meta";
import { Icon } from "@dukkan/ui/icon";
import { DEFAULT_HISTORY_SORT, historyHref } from "./order-display";
import { NoOrders } from "./no-orders";
import { OrderHistoryRow } from "./order-history-row";
import { fetchOrderHistory } from "./orders.server";
import { LatestTicket } from "../tickets/latest-ticket";
import { listTickets } from "../tickets/tickets.server";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ session, context, t }) => {
    const [latest, tickets] = await Promise.all([
      fetchOrderHistory(context, { page: 1, sort: DEFAULT_HISTORY_SORT, pageSize: DASHBOARD_ORDER_COUNT }),
      listTickets({ page: 1, sort: DEFAULT_TICKET_SORT, pageSize: TICKET_WIDGET_PAGE_SIZE }, context),
    ]);
    return {
      title: t("orders.dashboard.title"),
      name: greetingName(session.data.profile?.name ?? ""),
      orders: latest.orders,
      totalOrders: latest.pagination.totalResults,
      latestTicket: tickets.tickets[0],
    };
  });

export const meta: Route.MetaFunction = privatePageMeta;

export default function DashboardPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { name, orders, totalOrders, latestTicket } = loaderData;
  const shortcuts = accountMenuPages(language).filter((page) => page.id !== "dashboard");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-10" data-testid="account-dashboard">
      <header>
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {name ? t("orders.dashboard.greeting", { name }) : loaderData.title}
        </h1>
        <p className="mt-2 text-ink-600">{t("orders.dashboard.intro")}</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="recent-orders-heading" className="flex flex-col gap-4" data-testid="recent-orders">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="recent-orders-heading" className="text-xl font-bold text-ink-900">
                {t("orders.dashboard.recentOrders")}
              </h2>
              {totalOrders > 0 ? (
                <Link
                  to={historyHref(language, { page: 1, sort: DEFAULT_HISTORY_SORT })}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t("orders.dashboard.showMore")}
                  <Icon name="chevron-end" direction="end" className="size-4" />
                </Link>
              ) : null}
            </div>
            {orders.length === 0 ? (
              <NoOrders />
            ) : (
              <ol className="flex flex-col gap-4">
                {orders.map((order) => (
                  <li key={order.code}>
                    <OrderHistoryRow order={order} language={language} headingLevel="h3" />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <LatestTicket ticket={latestTicket} language={language} />
        </div>
        <nav aria-labelledby="account-shortcuts-heading" data-testid="account-shortcuts">
          <h2 id="account-shortcuts-heading" className="text-xl font-bold text-ink-900">
            {t("orders.dashboard.shortcuts")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {shortcuts.map((page) => (
              <li key={page.id}>
                <Link
                  to={page.to}
                  className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-4 transition hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="font-semibold text-ink-900">{t(page.label)}</span>
                  <span className="text-sm text-ink-600">{t(`orders.shortcut.${page.id}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
