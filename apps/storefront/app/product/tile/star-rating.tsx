import { useTranslation } from "react-i18next";
import { Icon } from "@dukkan/ui/icon";

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className="size-3.5 shrink-0" />
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
