import type { Product } from "@dukkan/occ";
import { useTranslation } from "react-i18next";
import { ProductGridTile, ProductListRow } from "../product-tile/product-tiles";
import type { ListingView } from "./listing-url";

/** A page of products as grid tiles (the default) or list rows. */
export function ProductResults({ products, view }: { products: readonly Product[]; view: ListingView }) {
  const { t } = useTranslation();
  if (view === "list") {
    return (
      <ul aria-label={t("listing.products")} className="flex flex-col gap-3" data-view="list">
        {products.map((product) => (
          <li key={product.code}>
            <ProductListRow product={product} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label={t("listing.products")}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
      data-view="grid"
    >
      {products.map((product) => (
        <li key={product.code}>
          <ProductGridTile product={product} />
        </li>
      ))}
    </ul>
  );
}
