import type { Cart } from "@dukkan/occ/cart";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLanguage } from "../i18n/use-language";
import { formatReviewDate } from "../product/review-format";

/**
 * A saved cart's date saved, item count and total, on its row in the list and on its details page.
 * `itemCount` words the count where it stands alone (the bare number otherwise).
 */
export function SavedCartFacts({
  cart,
  className,
  itemCount = (count) => count,
}: {
  cart: Cart;
  className: string;
  itemCount?: (count: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className={`${className} flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-600`}>
      <div className="flex gap-1">
        <dt>{t("savedCarts.dateSaved")}:</dt>
        <dd>{cart.saveTime ? formatReviewDate(cart.saveTime, language) : "—"}</dd>
      </div>
      <div className="flex gap-1">
        <dt>{t("savedCarts.items")}:</dt>
        <dd>{itemCount(cart.totalUnitCount ?? cart.totalItems ?? 0)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>{t("savedCarts.total")}:</dt>
        <dd className="font-semibold text-ink-900">{cart.totalPriceWithTax?.formattedValue ?? "—"}</dd>
      </div>
    </dl>
  );
}
