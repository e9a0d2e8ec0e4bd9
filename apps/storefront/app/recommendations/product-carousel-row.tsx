/**
 * One product carousel of the product page (frequently bought, recommended, related), with its heading;
 * hidden without products.
 */
import type { Product } from "@dukkan/occ";
import { ProductListCarousel } from "../product/tile/product-carousel";

export function ProductCarouselRow({ id, title, products }: { id: string; title: string; products: Product[] }) {
  if (products.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} data-carousel={id} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      <ProductListCarousel id={id} title={title} products={products} />
    </section>
  );
}
