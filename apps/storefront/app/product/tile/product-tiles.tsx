/**
 * Product tiles (spec §2.8): the grid tile and list row of listings, and the carousel tile: image and name
 * links, rating, price, wishlist and compare toggles, and add to cart (or, out of stock, the way to 'Notify me').
 */
import type { Product } from "@dukkan/occ";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { AddToCartForm } from "../../cart/add-to-cart-form";
import { CompareToggle } from "../../comparison/compare-toggle";
import { STOCK_NOTIFICATION_ID } from "../../stock-notifications/stock-notification";
import { useLanguage } from "../../i18n/use-language";
import { WishlistToggle } from "../../wishlist/wishlist-toggle";
import { discountBadge, formatDiscountRow, hasStock, isOutOfStock, productPath } from "./product-display";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { StarRating } from "./star-rating";

/** The name link with the subname; list rows put the subname first (spec §2.8). */
function ProductName({
  product,
  href,
  subnameFirst = false,
}: {
  product: Product;
  href: string;
  subnameFirst?: boolean;
}) {
  const subname = product.subname ? <span className="line-clamp-1 text-xs text-ink-500">{product.subname}</span> : null;
  return (
    <h3 className="text-sm leading-snug">
      <Link to={href} className="product-name-link">
        {subnameFirst ? subname : null}
        <span className="line-clamp-2 font-semibold">{product.name}</span>
        {subnameFirst ? null : subname}
      </Link>
    </h3>
  );
}

/** The image repeats the name link, so it stays out of the tab order and the accessibility tree. */
function ImageLink({ product, href, sizes }: { product: Product; href: string; sizes: string }) {
  return (
    <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
      <ProductImage product={product} sizes={sizes} />
    </Link>
  );
}

/** Low stock is worth saying; out of stock says so and offers the product page's 'Notify me' (spec §2.8). */
function StockNote({ product, href, outOfStock }: { product: Product; href: string; outOfStock: boolean }) {
  const { t } = useTranslation();
  if (outOfStock) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-ink-500">
        {t("productTile.outOfStock")}
        {/* A full page load: a family's tile links to its base product, which redirects to the selected variant,
            and only the browser's own redirect keeps the #fragment that lands on 'Notify me'. */}
        <Link
          to={`${href}#${STOCK_NOTIFICATION_ID}`}
          reloadDocument
          className="rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={t("productTile.notifyMeAbout", { name: product.name })}
        >
          {t("stockNotification.notifyMe")}
        </Link>
      </p>
    );
  }
  if (product.stock?.stockLevelStatus === "lowStock") {
    return <p className="text-xs font-medium text-accent-700">{t("productTile.lowStock")}</p>;
  }
  return null;
}

/**
 * The actions area of a listing tile or row: the add-to-cart form (grid tiles with a quantity counter, rows
 * without), or for out-of-stock products the way to the stock notification instead (spec §2.8).
 */
export function ProductTileActions({
  product,
  href,
  layout,
}: {
  product: Product;
  href: string;
  layout: "tile" | "row";
}) {
  const outOfStock = !hasStock(product);
  return (
    <>
      <StockNote product={product} href={href} outOfStock={outOfStock} />
      {outOfStock ? null : <AddToCartForm product={product} layout={layout} />}
    </>
  );
}

function DiscountBadge({ product }: { product: Product }) {
  const badge = discountBadge(product, useLanguage());
  if (!badge) return null;
  return (
    // The badge sits at the reading start (left in English, right in Arabic), clear of the wishlist heart at the
    // end; only its text is kept left to right, so "-25%" reads the same in both languages.
    <span className="product-tile-badge" data-testid="discount-badge">
      <bdi dir="ltr">{badge}</bdi>
    </span>
  );
}

/** Grid tile: image link, star rating, name/subname link, price with the old price struck through. */
export function ProductGridTile({ product }: { product: Product }) {
  const href = productPath(product, useLanguage());
  return (
    <article className="product-tile group">
      <ImageLink product={product} href={href} sizes="(min-width: 992px) 250px, 50vw" />
      <DiscountBadge product={product} />
      <div className="absolute end-5 top-5">
        <WishlistToggle product={product} hideWhenOutOfStock />
      </div>
      <div className="product-tile-body">
        <StarRating rating={product.averageRating} reviews={product.numberOfReviews} />
        <ProductName product={product} href={href} />
        <div className="product-tile-footer">
          <ProductPrice product={product} />
          <ProductTileActions product={product} href={href} layout="tile" />
          <CompareToggle product={product} className="self-start" />
        </div>
      </div>
    </article>
  );
}

/** List row: image, star rating (default 0), subname, name and the price block side by side. */
export function ProductListRow({ product }: { product: Product }) {
  const href = productPath(product, useLanguage());
  return (
    <article className="group flex gap-4 rounded-card bg-white p-3 shadow-card sm:gap-6">
      <div className="relative w-24 shrink-0 sm:w-36">
        <ImageLink product={product} href={href} sizes="144px" />
        <div className="absolute end-1 top-1">
          <WishlistToggle product={product} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <StarRating rating={product.averageRating} reviews={product.numberOfReviews} />
          <ProductName product={product} href={href} subnameFirst />
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          <ProductPrice product={product} size="lg" />
          <ProductTileActions product={product} href={href} layout="row" />
        </div>
      </div>
    </article>
  );
}

/**
 * Carousel tile: image, star rating, name, sub-name, old/new price with the discount rows, and the
 * promotion text cut with an ellipsis.
 */
export function ProductCarouselTile({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = productPath(product, language);
  const promotion = product.potentialPromotions?.find((promotion) => promotion.description)?.description;
  const rows = product.discount?.discountRows ?? [];
  return (
    <article className="product-tile group">
      <ImageLink product={product} href={href} sizes="(min-width: 576px) 250px, 150px" />
      <DiscountBadge product={product} />
      <div className="absolute end-5 top-5">
        <WishlistToggle product={product} />
      </div>
      <div className="product-tile-body">
        <StarRating rating={product.averageRating} reviews={product.numberOfReviews} />
        <ProductName product={product} href={href} />
        <div className="product-tile-footer">
          <ProductPrice product={product} />
          {rows.length > 1 ? (
            <ul className="flex flex-wrap gap-1" aria-label={t("productTile.discountedPrice")}>
              {rows.map((row, index) => (
                <li key={index} className="rounded bg-sale/10 px-1.5 py-0.5 text-xs font-semibold text-sale">
                  {formatDiscountRow(row, language)}
                </li>
              ))}
            </ul>
          ) : null}
          {promotion ? (
            <p className="truncate text-xs font-medium text-brand-700" title={promotion}>
              {promotion}
            </p>
          ) : null}
          <StockNote product={product} href={href} outOfStock={isOutOfStock(product)} />
          {isOutOfStock(product) ? null : <AddToCartForm product={product} layout="carousel" />}
        </div>
      </div>
    </article>
  );
}
