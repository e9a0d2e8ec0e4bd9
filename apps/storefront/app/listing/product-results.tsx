import type { Product } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import type { ItemList } from "../analytics/data-layer";
import { selectItemOnLinkClick, useViewItemList } from "../analytics/use-ecommerce-events";
import { ProductGridTile, ProductListRow } from "../product/tile/product-tiles";
import type { ListingView } from "./listing-url";

/**
 * A page of products as grid tiles (the default) or list rows. It is one analytics item list:
 * `view_item_list` when shown, `select_item` when a product's link is followed; `firstPosition` is the
 * page's offset in the whole listing.
 */
export function ProductResults({
  products,
  view,
  list,
  firstPosition,
}: {
  products: readonly Product[];
  view: ListingView;
  list: ItemList;
  firstPosition: number;
}) {
  const { t } = useTranslation();
  useViewItemList(list, products, firstPosition);
  const grid = view !== "list";
  return (
    <ul
      aria-label={t("listing.products")}
      className={grid ? "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" : "flex flex-col gap-3"}
      data-view={grid ? "grid" : "list"}
    >
      {products.map((product, position) => (
        // The click is the link's; this only listens to report which product was chosen.
        <li key={product.code} onClickCapture={selectItemOnLinkClick(list, product, firstPosition + position)}>
          {grid ? <ProductGridTile product={product} /> : <ProductListRow product={product} />}
        </li>
      ))}
    </ul>
  );
}
