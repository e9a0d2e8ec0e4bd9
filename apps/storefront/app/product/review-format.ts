/**
 * How reviews read on the page (spec §2.9 Reviews, §9): dates as dd/MMM/yyyy in the shop's time zone,
 * and the list cut to its first few reviews until the shopper asks for more.
 */
import type { Language } from "@dukkan/i18n";
import type { Review } from "@dukkan/occ";

/** What the page's `review` query asks the Reviews tab to show (see product-reviews.tsx); anything else is the list. */
export type ReviewView = "list" | "all" | "write" | "thanks";

export function reviewViewOf(query: string | null): ReviewView {
  return query === "all" || query === "write" || query === "thanks" ? query : "list";
}

/** How many reviews show before 'Show more'. */
export const INITIAL_REVIEWS = 3;

const SHOP_TIME_ZONE = "Asia/Dubai";
const LOCALES: Record<Language, string> = { en: "en-US", ar: "ar-AE-u-nu-latn" };
/** Made once per language: making a formatter costs far more than formatting (1% of a home page's render). */
const REVIEW_DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: reviewDateFormat("en"),
  ar: reviewDateFormat("ar"),
};

function reviewDateFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: SHOP_TIME_ZONE,
    day: "2-digit",
    month: "short",
    year: "numeric",
  });
}

/** `2025-06-05T10:00:00Z` → `05/Jun/2025` (Arabic month names in Arabic); empty for an unreadable date. */
export function formatReviewDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = REVIEW_DATE_FORMATS[language].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("day")}/${part("month")}/${part("year")}`;
}

/** The reviews to show: all when expanded, else the first INITIAL_REVIEWS. */
export function visibleReviews<T>(reviews: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? reviews : reviews.slice(0, INITIAL_REVIEWS);
}

/** The name a review is signed with: the alias the writer chose, else their account name. */
export function reviewerName(review: Pick<Review, "alias" | "principal">): string {
  return review.alias?.trim() || review.principal.name;
}
