/**
 * The order summary (shopping spec §2.13, §3 Cart): subtotal before discounts, discounts, delivery (or a prompt to
 * choose a delivery area when the API could not price it), the total and the VAT included, all computed by the API;
 * the lines add up (summary-amounts.ts).
 */
import type { Cart } from "@dukkan/occ/cart";
import { useId, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { withAreaDialog } from "../../area/area-dialog-url";
import { useLanguage } from "../../i18n/use-language";
import { formatPrice } from "../../ui/price";
import { summaryAmounts } from "../summary-amounts";

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-lg font-bold text-ink-900" : "text-sm"}`}
    >
      <dt className={strong ? "" : "text-ink-600"}>{label}</dt>
      <dd className={strong ? "" : "font-semibold text-ink-900"}>{children}</dd>
    </div>
  );
}

export function OrderSummary({ cart, updating, children }: { cart: Cart; updating: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const headingId = useId();
  const { subtotal, discounts } = summaryAmounts(cart);
  const delivery = cart.deliveryCost;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={updating}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card"
      data-testid="order-summary"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {t("cartPage.summary.heading")}
      </h2>
      <dl className={`flex flex-col gap-2 transition-opacity ${updating ? "opacity-60" : ""}`}>
        <Row label={t("cartPage.summary.subtotal")}>{formatPrice(subtotal, language)}</Row>
        {discounts ? (
          <Row label={t("cartPage.summary.discounts")}>
            <span className="text-sale" data-testid="summary-discounts">
              −{formatPrice(discounts, language)}
            </span>
          </Row>
        ) : null}
        <Row label={t("cartPage.summary.delivery")}>
          {delivery ? (
            <span data-testid="summary-delivery">
              {delivery.value === 0 ? t("cartPage.summary.free") : formatPrice(delivery, language)}
            </span>
          ) : (
            <Link
              to={withAreaDialog(location.pathname, location.search)}
              preventScrollReset
              className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
              data-testid="summary-select-area"
            >
              {t("cartPage.summary.selectArea")}
              <span className="sr-only"> {t("cartPage.summary.selectAreaHint")}</span>
            </Link>
          )}
        </Row>
        <div className="my-1 border-t border-ink-100" />
        <Row label={t("cartPage.summary.total")} strong>
          <span data-testid="summary-total">{formatPrice(cart.totalPriceWithTax ?? cart.totalPrice, language)}</span>
        </Row>
        <Row label={t("cartPage.summary.vatIncluded")}>{formatPrice(cart.totalTax, language)}</Row>
      </dl>
      {children}
    </section>
  );
}
