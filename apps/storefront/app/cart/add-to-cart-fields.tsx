/**
 * The hidden fields of every form that posts to `/{lang}/cart/add` (the add-to-cart controls, 'Buy it again'):
 * the product, a fixed quantity when the form has no counter, and — before scripts load, when the post is a page
 * load — where the action sends the shopper back to.
 */
import { useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";

export function AddToCartFields({ productCode, quantity }: { productCode: string; quantity?: number }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="productCode" value={productCode} />
      {quantity === undefined ? null : <input type="hidden" name="quantity" value={quantity} />}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
    </>
  );
}
