/**
 * The product page's information column (spec §2.9): intro (subname, name, rating, code), the price,
 * the summary with its promotions, and the delivery info block.
 */
import type { Product } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { discountBadge } from "./tile/product-display";
import { StarRating } from "./tile/star-rating";
import { detailPrices, stockStatusOf, type StockStatus } from "./product-details";
import { Icon } from "@dukkan/ui/icon";
import { useLanguage } from "../i18n/use-language";

/** `reviewsLinked`: the page has a reviews tab for the '(N reviews)' link to open. */
export function ProductIntro({ product, reviewsLinked }: { product: Product; reviewsLinked: boolean }) {
  const { t } = useTranslation();
  const rating = product.averageRating ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <hgroup className="flex flex-col gap-1">
        {product.subname ? (
          <p className="text-sm font-semibold text-brand-700 sm:text-base">{product.subname}</p>
        ) : null}
        <h1 className="text-2xl font-extrabold leading-tight tracking-tight text-balance text-ink-900 sm:text-3xl">
          {product.name ?? product.code}
        </h1>
      </hgroup>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-600">
        <div className="flex items-center gap-2">
          <StarRating rating={rating} />
          {rating > 0 ? (
            <p>
              <span className="font-semibold text-ink-800" aria-hidden="true">
                {rating.toFixed(1)}
              </span>{" "}
              {reviewsLinked ? (
                // Opens the Reviews tab through the navigation state the tabs read (activeTab).
                <Link
                  to="#reviews"
                  state={{ activeTab: "reviews" }}
                  className="underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {t("product.reviews", { count: product.numberOfReviews ?? 0 })}
                </Link>
              ) : (
                t("product.reviews", { count: product.numberOfReviews ?? 0 })
              )}
            </p>
          ) : null}
        </div>
        <p>
          {t("product.code")}:{" "}
          <bdi dir="ltr" className="font-medium text-ink-800">
            {product.code}
          </bdi>
        </p>
        {product.brand ? (
          <p>
            {t("product.brand")}: <span className="font-medium text-ink-800">{product.brand.name}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The price to pay (the discounted price with the original struck through), VAT included. */
export function ProductPriceBlock({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { current, original } = detailPrices(product);
  const language = useLanguage();
  const badge = original ? discountBadge(product, language) : undefined;
  if (!current) {
    return <p className="text-lg font-semibold text-ink-600">{t("product.priceUnavailable")}</p>;
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`text-3xl font-extrabold tracking-tight ${original ? "text-sale" : "text-ink-900"}`}>
          <span className="sr-only">{t(original ? "productTile.discountedPrice" : "productTile.price")}: </span>
          {current}
        </span>
        {original ? (
          <s className="text-lg text-ink-500">
            <span className="sr-only">{t("productTile.oldPrice")}: </span>
            {original}
          </s>
        ) : null}
        {badge ? (
          <span className="rounded-full bg-sale px-2.5 py-1 text-sm font-bold text-white" dir="ltr">
            {badge}
          </span>
        ) : null}
      </p>
      <p className="text-xs text-ink-500">{t("product.vatIncluded")}</p>
    </div>
  );
}

/** The promotions the product may get (beside the price: they decide a purchase). */
export function ProductPromotions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const promotions = (product.potentialPromotions ?? []).filter((promotion) => promotion.description);
  if (promotions.length === 0) return null;
  return (
    <ul aria-label={t("product.promotions")} className="flex flex-col gap-2">
      {promotions.map((promotion) => (
        <li
          key={promotion.code}
          className="flex items-start gap-2.5 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700"
        >
          <Icon name="tag" className="mt-0.5 size-4 shrink-0" />
          {promotion.description}
        </li>
      ))}
    </ul>
  );
}

/** The summary HTML (sanitised on the server), under the buy box so that Add to cart stays in the first screen. */
export function ProductSummary({ summaryHtml }: { summaryHtml?: string | undefined }) {
  if (!summaryHtml) return null;
  return <div className="cms-prose text-[0.95rem]" dangerouslySetInnerHTML={{ __html: summaryHtml }} />;
}

const STATUS_STYLES: Record<StockStatus, { dot: string; text: string }> = {
  inStock: { dot: "bg-brand-500", text: "text-brand-800" },
  lowStock: { dot: "bg-accent-500", text: "text-accent-700" },
  outOfStock: { dot: "bg-ink-400", text: "text-ink-700" },
};

/** Stock status, and when a replenishment is announced, how many days until it arrives. */
export function DeliveryInfo({ product, availableInDays }: { product: Product; availableInDays?: number }) {
  const { t } = useTranslation();
  const status = stockStatusOf(product.stock);
  const style = STATUS_STYLES[status];
  return (
    <div className="flex items-start gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3.5">
      <Icon name="truck" className="mt-0.5 size-5 shrink-0 text-ink-500 rtl:-scale-x-100" />
      <div className="flex flex-col gap-0.5">
        <p className={`flex items-center gap-2 font-semibold ${style.text}`}>
          <span className={`size-2 rounded-full ${style.dot}`} aria-hidden="true" />
          {t(`product.stock.${status}`)}
        </p>
        {availableInDays ? (
          <p className="text-sm text-ink-600">
            {t(status === "outOfStock" ? "product.delivery.backInStock" : "product.delivery.moreStock", {
              count: availableInDays,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
