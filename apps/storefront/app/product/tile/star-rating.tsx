import type { CSSProperties } from "react";
import { useTranslation } from "../../i18n/use-translation";

/**
 * Five stars filled to the average rating (0 to 5, default 0), with the review count when known. The stars are
 * one element (`.star-rating` in app.css: a star mask repeated five times over a bar filled from the reading
 * start to the rating), not ten icons: a page of tiles carried hundreds of SVGs for them (decision 0078).
 */
export function StarRating({ rating = 0, reviews }: { rating?: number; reviews?: number }) {
  const { t } = useTranslation();
  const clamped = Math.min(5, Math.max(0, rating));
  const label = clamped > 0 ? t("productTile.rating", { rating: clamped.toFixed(1) }) : t("productTile.notRated");
  const filled = { "--rating": `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <div className="flex items-center gap-1.5">
      <span role="img" aria-label={label} className="star-rating" style={filled} />
      {reviews ? (
        <span className="text-xs text-ink-500">
          (<span className="sr-only">{t("productTile.reviews", { count: reviews })}</span>
          <span aria-hidden="true">{reviews}</span>)
        </span>
      ) : null}
    </div>
  );
}
