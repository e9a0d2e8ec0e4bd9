/**
 * The compare toggle of tiles and the product page (spec §2.8): a pressed button while the product is
 * in the comparison. It works on the local list, so it appears once the page's scripts run.
 */
import type { Product } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { isCompared } from "./comparison-list";
import { toggleComparison, useComparisonList } from "./comparison-store";
import { Icon } from "@dukkan/ui/icon";

export function CompareToggle({ product, className = "" }: { product: Product; className?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const compared = isCompared(useComparisonList(), product.code);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-pressed={compared}
      onClick={() => toggleComparison(product)}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold transition ${
        compared
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-ink-200 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-700"
      } ${className}`}
    >
      {compared ? <Icon name="check" className="size-3.5" /> : <Icon name="compare" className="size-3.5" />}
      <span>{t("comparison.add")}</span>
      <span className="sr-only">{` ${product.name ?? product.code}`}</span>
    </button>
  );
}
