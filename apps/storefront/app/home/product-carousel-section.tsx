import type { Product } from "@dukkan/occ";
import { useCallback, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { CmsAnchor } from "../cms/cms-anchor";
import type { ResolvedLink } from "../cms/cms-link";
import { ProductListCarousel } from "../product/tile/product-carousel";
import { remainingMs } from "./countdown";
import { FlashSaleCountdown } from "./flash-sale-countdown";
import { SectionHeading } from "./section-heading";

/**
 * A product carousel (deals and offers, flash sale, recommendations). Hidden without products; a flash
 * sale also hides once its countdown reaches zero.
 */
export function ProductCarouselSection({
  id,
  title,
  products,
  effect,
  timer,
  renderedAt,
  viewAll,
}: {
  id: string;
  title: string;
  products: Product[];
  effect?: string;
  timer?: string;
  renderedAt: number;
  /** The campaign listing of a deals or flash-sale carousel. */
  viewAll?: ResolvedLink;
}) {
  const { t } = useTranslation();
  const [ended, setEnded] = useState(() => timer !== undefined && remainingMs(timer, renderedAt) === 0);
  const onEnded = useCallback(() => setEnded(true), []);
  if (products.length === 0 || ended) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4">
      <SectionHeading id={headingId} title={title}>
        <div className="flex flex-wrap items-center gap-3">
          {timer ? <FlashSaleCountdown endsAt={timer} renderedAt={renderedAt} onEnded={onEnded} /> : null}
          {viewAll ? (
            <CmsAnchor
              link={viewAll}
              ariaLabel={t("campaign.viewAllOf", { title })}
              className="rounded-full border border-brand-200 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("campaign.viewAll")}
            </CmsAnchor>
          ) : null}
        </div>
      </SectionHeading>
      <ProductListCarousel id={id} title={title} products={products} theme={effect ? `${effect}-theme` : undefined} />
    </section>
  );
}
