/** The one fetcher every add-to-cart control submits through; the added-to-cart dialog and mini cart watch it. */
import { useFetcher } from "react-router";
import type { AddToCartActionData } from "./add-to-cart-route";

export const ADD_TO_CART_FETCHER = "add-to-cart";

export function useAddToCartFetcher() {
  return useFetcher<AddToCartActionData>({ key: ADD_TO_CART_FETCHER });
}
