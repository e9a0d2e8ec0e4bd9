/**
 * A carousel of product tiles that is one analytics item list: `view_item_list` when it is shown and
 * `select_item` when a product in it is opened. Used by the home page's product sections and the product
 * page's recommendation rows; render it only when it is visible with products.
 */
import type { Product } from "@dukkan/occ";
import { selectItemOnLinkClick, useViewItemList } from "../../analytics/use-ecommerce-events";
import { Carousel } from "../../carousel/carousel";
import { ProductCarouselTile } from "./product-tiles";

export function ProductListCarousel({
  id,
  title,
  products,
  theme,
}: {
  /** The item list's id, also the section's. */
  id: string;
  title: string;
  products: Product[];
  theme?: string | undefined;
}) {
  const list = { id, name: title };
  useViewItemList(list, products);
  return (
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
      theme={theme}
      controls="below"
    />
  );
}
