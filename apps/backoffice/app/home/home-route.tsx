/** The home screen: today's orders and sales, orders waiting per state, low stock and sales by day. */
import { formatFils } from "@dukkan/money";
import { FormAlert } from "@dukkan/ui/form-alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { Dashboard } from "../api/staff-api-types";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/home-route";
import { SalesChart } from "./sales-chart";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "home.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  try {
    const dashboard = await api<Dashboard>("/dashboard", { query: new URLSearchParams({ lang: language }) });
    return { dashboard, language, ordersLinks: mayOpen(staff.role, "orders") };
  } catch (error) {
    // A role the dashboard is not for (403), or an API without it yet (404): the page says so.
    if (error instanceof StaffApiError && (error.status === 403 || error.status === 404)) {
      return { dashboard: null, language, ordersLinks: false };
    }
    throw error;
  }
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold text-ink-600">{title}</h2>
      {children}
    </section>
  );
}

export default function Home({ loaderData: { dashboard, language, ordersLinks } }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!dashboard) {
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold">{t("home.title")}</h1>
        <FormAlert tone="info">{t("home.unavailable")}</FormAlert>
      </>
    );
  }
  const waiting = Object.entries(dashboard.waiting).filter(([, count]) => count > 0);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{t("home.title")}</h1>
      <div className="grid gap-4 md:grid-cols-3 sm:grid-cols-2">
        <Card title={t("home.ordersToday")}>
          <p className="text-3xl font-bold" data-testid="orders-today">
            {dashboard.today.orders}
          </p>
        </Card>
        <Card title={t("home.salesToday")}>
          <p className="text-3xl font-bold" data-testid="sales-today">
            {formatFils(dashboard.today.salesFils, language)}
          </p>
          <p className="mt-1 text-sm text-ink-600" data-testid="sales-today-ex-vat">
            {t("home.exVat", { amount: formatFils(dashboard.today.salesExVatFils, language) })}
          </p>
        </Card>
        <Card title={t("home.waiting")}>
          {waiting.length === 0 ? (
            <p className="text-sm text-ink-600">{t("home.nothingWaiting")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {waiting.map(([status, count]) => (
                <li key={status} className="flex justify-between gap-4">
                  {ordersLinks ? (
                    <Link className="text-brand-700 underline" to={`/${language}/orders?status=${status}`}>
                      {t(`status.${status}`, { defaultValue: status })}
                    </Link>
                  ) : (
                    <span>{t(`status.${status}`, { defaultValue: status })}</span>
                  )}
                  <span className="font-semibold">{count}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="md:col-span-2">
          <Card title={t("home.salesByDay")}>
            <SalesChart days={dashboard.salesByDay} language={language} />
          </Card>
        </div>
        <Card title={t("home.lowStock")}>
          {dashboard.lowStock.length === 0 ? (
            <p className="text-sm text-ink-600">{t("home.noLowStock")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {dashboard.lowStock.map((product) => (
                <li key={product.code} className="flex justify-between gap-4">
                  <span>
                    {product.name} <span className="text-ink-500">({product.code})</span>
                  </span>
                  <span className="font-semibold">{product.stockLevel}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
