/**
 * /{lang}/my-account/my-replenishment/{replenishmentOrderCode} (account spec §2.15, §2.22 details): the overview
 * (code, active, start date, frequency, next date), the items and the total when scheduled, the shipping, delivery
 * mode and payment (with the saved card charged), and the orders it placed (linking to each order); Back to the
 * list, and 'Cancel replenishment' while active (the cancel dialog; its page before scripts run). Another
 * customer's code is not found.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Link } from "react-router";
import { LinkButton } from "@dukkan/ui/link-button";
import type { Route } from "./+types/replenishment-detail-route";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { formatOrderDate, orderDetailsPath } from "../orders/order-display";
import { privatePageMeta } from "../seo/page-meta";
import { savedCardFacts } from "./replenishment-format";
import { ReplenishmentOverview } from "./replenishment-overview";
import { CancelReplenishmentButton } from "./cancel-replenishment-button";
import { replenishmentListPath } from "./replenishment-paths";
import { loadReplenishment, replenishmentOrders } from "./replenishment.server";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, t }) => {
    const replenishment = await loadReplenishment(args.params.replenishmentOrderCode, context);
    if (!replenishment) throw data(null, { status: 404 });
    const code = replenishment.replenishmentOrderCode;
    const history = await replenishmentOrders(code, context);
    return { replenishment, history, title: t("replenishmentOrderDetails.title", { code }) };
  });

export const meta: Route.MetaFunction = privatePageMeta;

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="flex flex-col gap-1 rounded-xl border border-ink-100 p-4 text-sm text-ink-700"
      data-testid={testId}
    >
      <h3 className="font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

export default function ReplenishmentDetailPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { replenishment, history } = loaderData;
  const code = replenishment.replenishmentOrderCode;
  const address = replenishment.deliveryAddress;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-16 pt-4 sm:pt-6" data-testid="replenishment-detail">
      <Breadcrumbs
        trail={[{ label: t("replenishmentOrderHistory.title"), to: replenishmentListPath(language) }, { label: code }]}
      />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{loaderData.title}</h1>
      <section className="rounded-2xl border border-ink-200 p-4 sm:p-6">
        <ReplenishmentOverview replenishment={replenishment} />
      </section>
      <div className="grid gap-3 md:grid-cols-3">
        <Card title={t("replenishmentOrderDetails.shipping")}>
          {address ? (
            <>
              <p className="font-semibold text-ink-900">{`${address.firstName} ${address.lastName}`}</p>
              <p>{address.formattedAddress}</p>
              {address.phone ? (
                <p dir="ltr" className="rtl:text-right">
                  {address.phone}
                </p>
              ) : null}
            </>
          ) : null}
        </Card>
        <Card title={t("replenishmentOrderDetails.deliveryMode")}>
          <p>{replenishment.deliveryMode.name ?? replenishment.deliveryMode.code}</p>
        </Card>
        <Card title={t("replenishmentOrderDetails.payment")} testId="replenishment-payment">
          <p>{replenishment.paymentMode.name ?? replenishment.paymentMode.code}</p>
          {replenishment.paymentInfo ? (
            // The saved card each order is charged to (decision 0066).
            <p data-testid="replenishment-card">
              {t("scheduleReplenishment.savedCard", savedCardFacts(replenishment.paymentInfo))}
            </p>
          ) : null}
        </Card>
      </div>
      <section aria-labelledby="replenishment-items" className="flex flex-col gap-2">
        <h2 id="replenishment-items" className="text-lg font-semibold text-ink-900">
          {t("replenishmentOrderDetails.items")}
        </h2>
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
          {replenishment.entries.map((entry) => (
            <li
              key={entry.entryNumber}
              className="flex justify-between gap-3 p-3 text-sm"
              data-testid="replenishment-item"
            >
              <span className="font-semibold text-ink-900">{entry.product.name ?? entry.product.code}</span>
              <span className="text-ink-700">
                {t("replenishmentOrderDetails.quantity", { quantity: entry.quantity })}
              </span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between gap-3 text-base font-bold text-ink-900">
          <span>{t("replenishmentOrderDetails.total")}</span>
          <span>{formatFils(toFils(replenishment.totalPriceWithTax.value), language)}</span>
        </p>
        <p className="text-xs text-ink-500">{t("replenishmentOrderDetails.totalNote")}</p>
      </section>
      <section aria-labelledby="replenishment-orders" className="flex flex-col gap-2">
        <h2 id="replenishment-orders" className="text-lg font-semibold text-ink-900">
          {t("replenishmentOrderDetails.orders")}
        </h2>
        {history.orders.length === 0 ? (
          <p className="text-sm text-ink-700" data-testid="replenishment-no-orders">
            {t("replenishmentOrderDetails.notFound")}
          </p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500">
              <tr>
                {["orderCode", "orderDate", "orderStatus", "orderTotal"].map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`replenishmentOrderDetails.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.orders.map((order) => (
                <tr key={order.code} className="border-b border-ink-100" data-testid="replenishment-order">
                  <td className="py-3 pe-3">
                    <Link
                      to={orderDetailsPath(language, order.code)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {order.code}
                    </Link>
                  </td>
                  <td className="py-3 pe-3">{formatOrderDate(order.placed, language)}</td>
                  <td className="py-3 pe-3">{order.statusDisplay}</td>
                  <td className="py-3 pe-3 font-semibold">{formatFils(toFils(order.total.value), language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <LinkButton to={replenishmentListPath(language)} variant="secondary" size="md">
          {t("replenishmentOrderDetails.back")}
        </LinkButton>
        {replenishment.active ? (
          <CancelReplenishmentButton
            language={language}
            code={code}
            from="detail"
            variant="danger"
            size="md"
            testId="cancel-replenishment"
          >
            {t("replenishmentOrderDetails.cancelReplenishment")}
          </CancelReplenishmentButton>
        ) : null}
      </div>
    </div>
  );
}
