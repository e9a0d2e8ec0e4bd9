/**
 * Server side of the product page's reviews: reading them, and the route action that writes one for the
 * signed-in customer (a plain form post, so it works before scripts load).
 */
import type { Language } from "@dukkan/i18n";
import { ReviewList, type Review } from "@dukkan/occ";
import { data, redirect } from "react-router";
import { getAccessToken } from "../account/auth.server";
import { OccRequestError, occFetch } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { getSession, sessionHeaders } from "../session/session.server";
import { parseReviewForm, type ReviewField, type ReviewFieldError, type ReviewFormValues } from "./review-form";

export async function fetchReviews(code: string, lang: Language): Promise<Review[]> {
  const list = await occFetch<unknown>(`products/${encodeURIComponent(code)}/reviews`, { lang });
  return ReviewList.parse(list).reviews;
}

export type ReviewActionData = {
  review:
    | { status: "invalid"; errors: Partial<Record<ReviewField, ReviewFieldError>>; values: ReviewFormValues }
    | { status: "signInRequired" | "failed"; values?: ReviewFormValues };
};

/** The API's field names back to the form's. */
const FORM_FIELD: Record<string, ReviewField> = {
  rating: "rating",
  headline: "title",
  comment: "comment",
  alias: "reviewerName",
};

/**
 * Posts the review as the signed-in customer, then redirects (303) back to the page's Reviews tab
 * (`?review=thanks`: open, with a thank-you), so a reload never posts twice. Invalid forms answer 400 with the field errors and what was typed.
 */
export async function writeReview(request: Request, productCode: string, lang: Language) {
  assertSameOrigin(request);
  const session = await getSession(request);
  const parsed = parseReviewForm(await readFormData(request));
  const values = parsed.ok ? undefined : parsed.values;
  const token = await getAccessToken(session);
  const headers = await sessionHeaders(session);
  const answer = (status: number, review: ReviewActionData["review"]) =>
    data<ReviewActionData>({ review }, { status, headers });

  if (!token) return answer(401, { status: "signInRequired", values });
  if (!parsed.ok) return answer(400, { status: "invalid", errors: parsed.errors, values: parsed.values });
  try {
    await occFetch<Review>(`products/${encodeURIComponent(productCode)}/reviews`, {
      lang,
      method: "POST",
      body: parsed.review,
      accessToken: token,
    });
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    if (error.status === 401) return answer(401, { status: "signInRequired" });
    // The API's own checks (the same rules as the form's) name the field; anything else is a generic failure.
    const field = FORM_FIELD[error.errors[0]?.subject ?? ""];
    if (field && error.errors[0]?.type === "ValidationError") {
      const formValues: ReviewFormValues = {
        rating: String(parsed.review.rating),
        title: parsed.review.headline,
        comment: parsed.review.comment,
        reviewerName: parsed.review.alias ?? "",
      };
      return answer(400, { status: "invalid", errors: { [field]: { key: "failed" } }, values: formValues });
    }
    return answer(error.status, { status: "failed" });
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}?review=thanks#reviews`, { status: 303, headers });
}
