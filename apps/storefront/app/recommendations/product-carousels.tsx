/** The product page's carousels (spec §2.9): frequently bought, recommended, related, each hidden when empty. */
import { useTranslation } from "../i18n/use-translation";
import type { ProductCarousels as Carousels } from "./recommendations.server";
import { ProductCarouselRow } from "./product-carousel-row";

const ORDER = ["frequentlyBought", "recommendedProducts", "relatedProducts"] as const;

export function ProductCarousels({ carousels }: { carousels: Carousels }) {
  const { t } = useTranslation();
  if (ORDER.every((type) => carousels[type].length === 0)) return null;
  return (
    <div className="mt-14 flex flex-col gap-12">
      {ORDER.map((type) => (
        <ProductCarouselRow key={type} id={type} title={t(`productCarousel.${type}`)} products={carousels[type]} />
      ))}
    </div>
  );
}
