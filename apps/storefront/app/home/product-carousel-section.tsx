import type { Product } from "@dukkan/occ";
import { useCallback, useState } from "react";
import { Carousel } from "../carousel/carousel";
import { ProductCarouselTile } from "../product-tile/product-tiles";
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
}: {
  id: string;
  title: string;
  products: Product[];
  effect?: string;
  timer?: string;
  renderedAt: number;
}) {
  const [ended, setEnded] = useState(() => timer !== undefined && remainingMs(timer, renderedAt) === 0);
  const onEnded = useCallback(() => setEnded(true), []);
  if (products.length === 0 || ended) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4">
      <SectionHeading id={headingId} title={title}>
        {timer ? <FlashSaleCountdown endsAt={timer} renderedAt={renderedAt} onEnded={onEnded} /> : null}
      </SectionHeading>
      <Carousel
        label={title}
        slides={products.map((product) => ({ key: product.code, content: <ProductCarouselTile product={product} /> }))}
        slideClassName="basis-[166px] xs:basis-[266px]"
        theme={effect ? `${effect}-theme` : undefined}
        controls="below"
      />
    </section>
  );
}
