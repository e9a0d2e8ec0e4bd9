/**
 * One order of the history and of the dashboard (account spec §2.13, §2.14 'account order list'): its code, date,
 * total and status; the first product's picture and name with '+ N items', the item count and up to 4 thumbnails;
 * the details link; and each consignment with its tracking number (a link to the carrier) or its status and date.
 */
import type { Language } from "@dukkan/i18n";
import type { OrderHistory } from "@dukkan/occ/order";
import { ORDER_THUMBNAILS } from "@dukkan/occ/order-constants";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { returnOrderPath } from "../returns/return-paths";
import { Icon } from "@dukkan/ui/icon";
import { Price } from "../ui/price";
import {
  consignmentNumber,
  firstProductEntry,
  formatOrderDate,
  itemCounts,
  orderDetailsPath,
  productImageUrl,
} from "./order-display";
import { StatusBadge } from "./order-status";

function Thumbnail({ url, size }: { url: string | undefined; size: "sm" | "md" }) {
  const box = size === "md" ? "size-16" : "size-10";
  if (!url) return <span className={`${box} shrink-0 rounded-lg bg-ink-100`} aria-hidden="true" />;
  return (
    <img
      src={url}
      alt=""
      width={size === "md" ? 64 : 40}
      height={size === "md" ? 64 : 40}
      loading="lazy"
      className={`${box} shrink-0 rounded-lg border border-ink-100 bg-white object-contain`}
    />
  );
}

function Consignments({ order, language }: { order: OrderHistory; language: Language }) {
  const { t } = useTranslation();
  const consignments = order.consignments ?? [];
  if (consignments.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 border-t border-ink-100 pt-3 text-sm" data-testid="order-row-consignments">
      {consignments.map((consignment) => (
        <li key={consignment.code} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink-900">
            {t("orders.row.consignment", { number: consignmentNumber(consignment.code) })}
          </span>
          {consignment.trackingID ? (
            <Link
              to={`${orderDetailsPath(language, order.code)}?track=${encodeURIComponent(consignment.code)}`}
              target="_blank"
              rel="noopener"
              className="text-brand-700 underline hover:text-brand-800"
            >
              {t("orders.row.trackingLink", { id: consignment.trackingID })}
            </Link>
          ) : (
            <span className="text-ink-700">
              {consignment.statusDate
                ? t("orders.row.statusSince", {
                    status: consignment.statusDisplay ?? consignment.status,
                    date: formatOrderDate(consignment.statusDate, language),
                  })
                : (consignment.statusDisplay ?? consignment.status)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OrderHistoryRow({
  order,
  language,
  headingLevel = "h2",
}: {
  order: OrderHistory;
  language: Language;
  /** h2 in the history (under the page's h1), h3 on the dashboard (under 'Recent orders'). */
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const { t } = useTranslation();
  const first = firstProductEntry(order.entries);
  const { items, others } = itemCounts(order);
  const thumbnails = (order.entries ?? []).slice(0, ORDER_THUMBNAILS);
  const headingId = `order-${order.code}`;
  const placed = formatOrderDate(order.placed, language);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5"
      data-testid="order-row"
      data-order-code={order.code}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={headingId} className="text-base font-bold text-ink-900">
            <Link to={orderDetailsPath(language, order.code)} className="hover:text-brand-700 hover:underline">
              {t("orders.row.order", { code: order.code })}
            </Link>
          </Heading>
          <p className="text-sm text-ink-600">{t("orders.row.purchasedOn", { date: placed })}</p>
        </div>
        <StatusBadge status={order.status} statusDisplay={order.statusDisplay} />
      </header>
      <div className="flex flex-wrap items-center gap-4">
        {first ? (
          <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
            <Thumbnail url={productImageUrl(first.product)} size="md" />
            <p className="min-w-0 text-sm">
              <span className="font-semibold text-ink-900">{first.product?.name ?? first.product?.code}</span>
              {others > 0 ? (
                <span className="ms-1 text-ink-600">{t("orders.row.plusItems", { count: others })}</span>
              ) : null}
              {items > 0 ? <span className="block text-ink-600">{t("orders.row.items", { count: items })}</span> : null}
            </p>
          </div>
        ) : null}
        <dl className="ms-auto flex gap-6 text-sm">
          <div>
            <dt className="text-ink-600">{t("orders.row.total")}</dt>
            <dd className="font-bold text-ink-900">
              <Price price={order.total} />
            </dd>
          </div>
        </dl>
      </div>
      {thumbnails.length > 1 ? (
        <ul aria-label={t("orders.row.thumbnails")} className="flex gap-2">
          {thumbnails.map((entry) => (
            <li key={entry.entryNumber}>
              <Thumbnail url={productImageUrl(entry.product)} size="sm" />
              <span className="sr-only">{entry.product?.name ?? entry.product?.code}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Consignments order={order} language={language} />
      <div className="flex flex-wrap gap-4">
        <Link
          to={orderDetailsPath(language, order.code)}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t("orders.row.details")}
          <span className="sr-only"> {order.code}</span>
          <Icon name="chevron-end" direction="end" className="size-4" />
        </Link>
        {order.returnable ? (
          <Link
            to={returnOrderPath(language, order.code)}
            className="self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            data-testid="order-row-return"
          >
            {t("returns.returnOrder")}
            <span className="sr-only"> {order.code}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
