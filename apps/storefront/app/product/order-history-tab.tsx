/**
 * The content of a product-page tab that holds the account order-history component (spec §2.15): the customer's
 * latest orders with a way to the whole history; a guest is offered to sign in.
 */
import type { OrderHistory } from "@dukkan/occ/order";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { DEFAULT_HISTORY_SORT, historyHref } from "../orders/order-display";
import { OrderHistoryRow } from "../orders/order-history-row";

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";

export function OrderHistoryTab({ orders }: { orders: OrderHistory[] | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!orders) {
    return (
      <Link to={`/${language}/login`} className={linkClass}>
        {t("orders.tab.signIn")}
      </Link>
    );
  }
  if (orders.length === 0) return <p className="text-ink-700">{t("orders.noOrders")}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.code}>
            <OrderHistoryRow order={order} language={language} headingLevel="h3" />
          </li>
        ))}
      </ol>
      <Link to={historyHref(language, { page: 1, sort: DEFAULT_HISTORY_SORT })} className={linkClass}>
        {t("orders.dashboard.showMore")}
      </Link>
    </div>
  );
}
