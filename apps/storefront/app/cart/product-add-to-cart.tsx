/**
 * The product page's add to cart (shopping spec §2.9): the block with the quantity counter, its maximum and the
 * inventory, and on phones a bar fixed to the bottom with 'Add to cart' and 'Buy it now' (one unit). Both only
 * while the product is in stock; out of stock the page shows the stock notification instead.
 */
import type { Product } from "@dukkan/occ";
import { AddToCartForm } from "./add-to-cart-form";
import { maxAddQuantity } from "./add-to-cart-rules";

export function ProductAddToCart({ product }: { product: Product }) {
  if (maxAddQuantity(product) <= 0) return null;
  return (
    <>
      <AddToCartForm product={product} layout="page" />
      {product.configurable ? null : (
        <div
          // The chat launcher moves up above this bar on phones (chat/chat-panel.tsx).
          data-fixed-bottom-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
          data-testid="mobile-add-to-cart-bar"
        >
          <AddToCartForm product={product} layout="bar" />
        </div>
      )}
    </>
  );
}
