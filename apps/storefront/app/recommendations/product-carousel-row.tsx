/**
 * One product carousel of the product page (frequently bought, recommended, related), reporting
 * `view_item_list` when shown and `select_item` when a product in it is opened.
 */
import type { Product } from "@dukkan/occ";
import { Carousel } from "../carousel/carousel";
import { selectItemOnLinkClick, useViewItemList } from "../analytics/use-ecommerce-events";
import { ProductCarouselTile } from "../product-tile/product-tiles";

export function ProductCarouselRow({ id, title, products }: { id: string; title: string; products: Product[] }) {
  const list = { id, name: title };
  useViewItemList(list, products);
  if (products.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} data-carousel={id} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      <Carousel
        label={title}
        slides={products.map((product, position) => ({
          key: product.code,
          content: (
            // The click is the link's (keyboard Enter included); this only listens to report which product was chosen.
            <div className="h-full" onClickCapture={selectItemOnLinkClick(list, product, position)}>
              <ProductCarouselTile product={product} />
            </div>
          ),
        }))}
        slideClassName="basis-[166px] xs:basis-[266px]"
        controls="below"
      />
    </section>
  );
}
