import { useTranslation } from "react-i18next";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-3.5 shrink-0" fill="currentColor" aria-hidden="true">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to the average rating (0 to 5, default 0), with the review count when known. */
export function StarRating({ rating = 0, reviews }: { rating?: number; reviews?: number }) {
  const { t } = useTranslation();
  const clamped = Math.min(5, Math.max(0, rating));
  const label = clamped > 0 ? t("productTile.rating", { rating: clamped.toFixed(1) }) : t("productTile.notRated");
  return (
    <div className="flex items-center gap-1.5">
      <span role="img" aria-label={label} className="relative inline-flex">
        <Stars className="text-ink-200" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${(clamped / 5) * 100}%` }}>
          <Stars className="text-star" />
        </span>
      </span>
      {reviews ? (
        <span className="text-xs text-ink-500">
          (<span className="sr-only">{t("productTile.reviews", { count: reviews })}</span>
          <span aria-hidden="true">{reviews}</span>)
        </span>
      ) : null}
    </div>
  );
}
