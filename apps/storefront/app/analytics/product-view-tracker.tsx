import type { Product } from "@dukkan/occ";
import { useViewItem } from "./use-ecommerce-events";

/** Reports `view_item` for the product page's product; renders nothing. */
export function ProductViewTracker({ product }: { product: Product }) {
  useViewItem(product);
  return null;
}
