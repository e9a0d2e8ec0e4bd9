/**
 * The review form (spec §2.9, §5): rating, title and comment required, reviewerName optional. Read from
 * the posted form data by the route action (so it works before scripts load) and mapped to the API's
 * review fields (title → headline, reviewerName → alias).
 */
import { REVIEW_LIMITS } from "@dukkan/occ/review-limits";

export type ReviewField = "rating" | "title" | "comment" | "reviewerName";
/** A message key of `reviews.errors`, with its interpolation values. */
export type ReviewFieldError = { key: string; max?: number };
export type ReviewFormValues = Record<ReviewField, string>;

export type ReviewSubmission = { rating: number; headline: string; comment: string; alias?: string };

export type ParsedReviewForm =
  | { ok: true; review: ReviewSubmission }
  | { ok: false; errors: Partial<Record<ReviewField, ReviewFieldError>>; values: ReviewFormValues };

function text(form: FormData, name: ReviewField): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function parseReviewForm(form: FormData): ParsedReviewForm {
  const values: ReviewFormValues = {
    rating: text(form, "rating"),
    title: text(form, "title"),
    comment: text(form, "comment"),
    reviewerName: text(form, "reviewerName"),
  };
  const errors: Partial<Record<ReviewField, ReviewFieldError>> = {};
  const rating = Number(values.rating);
  if (!/^\d$/.test(values.rating) || rating < REVIEW_LIMITS.minRating || rating > REVIEW_LIMITS.maxRating)
    errors.rating = { key: "ratingRequired" };
  if (!values.title) errors.title = { key: "headlineRequired" };
  else if (values.title.length > REVIEW_LIMITS.headline)
    errors.title = { key: "headlineTooLong", max: REVIEW_LIMITS.headline };
  if (!values.comment) errors.comment = { key: "commentRequired" };
  else if (values.comment.length > REVIEW_LIMITS.comment)
    errors.comment = { key: "commentTooLong", max: REVIEW_LIMITS.comment };
  if (values.reviewerName.length > REVIEW_LIMITS.alias)
    errors.reviewerName = { key: "reviewerNameTooLong", max: REVIEW_LIMITS.alias };
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    review: {
      rating,
      headline: values.title,
      comment: values.comment,
      ...(values.reviewerName ? { alias: values.reviewerName } : {}),
    },
  };
}
