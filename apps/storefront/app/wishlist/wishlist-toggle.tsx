/**
 * The wishlist heart of tiles, rows, carousel tiles and the product page (spec §2.8, §2.9). Guests get a
 * link to the login page instead; kit bundles get nothing (spec §5). It is a form posting to the toggle
 * action, so it works before scripts load; with scripts it switches at once and the page catches up.
 */
import type { Product } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import { useLayoutData } from "../layout/language-layout";
import { isOutOfStock } from "../product/tile/product-display";
import { isKittingProduct } from "./wishlist-rules";
import type { WishlistActionData } from "./wishlist-toggle-route";
import { Icon } from "@dukkan/ui/icon";

/** `.wishlist-button` is a component class (product/tile/product-tile.css): tiles repeat it dozens of times a page. */
const BUTTON_CLASS = "wishlist-button";

export function WishlistToggle({
  product,
  hideWhenOutOfStock = false,
  className = "",
}: {
  product: Product;
  /** Grid tiles show no heart for out-of-stock products (they show the stock notification instead). */
  hideWhenOutOfStock?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const layout = useLayoutData();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<WishlistActionData>({ key: `wishlist-${product.code}` });
  if (isKittingProduct(product) || (hideWhenOutOfStock && isOutOfStock(product))) return null;

  const name = product.name ?? product.code;
  if (!layout?.customer) {
    return (
      <Link
        to={`/${language}/login`}
        aria-label={t("wishlist.signIn", { name })}
        className={`${BUTTON_CLASS} ${className}`}
      >
        <Icon name="heart" />
      </Link>
    );
  }
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : layout.wishlist.includes(product.code);
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false;
  return (
    <fetcher.Form method="post" action={`/${language}/wishlist/toggle`} className={`relative ${className}`}>
      <input type="hidden" name="productCode" value={product.code} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      {/* Without scripts the post is a page load: the action sends the shopper back here. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        aria-label={saved ? t("wishlist.remove", { name }) : t("wishlist.add", { name })}
        className={`${BUTTON_CLASS} ${saved ? "text-sale" : ""}`}
      >
        <Icon name={saved ? "heart-filled" : "heart"} />
      </button>
      {failed ? (
        <p
          role="alert"
          className="absolute end-0 top-full z-10 mt-1 w-48 rounded-md bg-ink-900 px-2 py-1 text-xs text-white"
        >
          {t("wishlist.failed")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
