/**
 * The Reviews tab (spec §2.9, §4 Reviews): count, overall rating, the list cut to the first few with
 * more/less, and — for signed-in customers — 'Write review', which swaps the list for the review form.
 * Review text is plain text rendered as React text (escaped), never as HTML.
 *
 * Before scripts load, 'Write review', Cancel and more/less are links that ask the server for that state
 * (`?review=write`, `?review=all`); once they run, the same controls switch in place.
 */
import type { Review } from "@dukkan/occ";
import { REVIEW_LIMITS } from "@dukkan/occ/review-limits";
import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Field, INPUT_CLASS, TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import { StarRating } from "./tile/star-rating";
import type { ReviewActionData } from "./product-reviews.server";
import type { ReviewField, ReviewFieldError } from "./review-form";
import { formatReviewDate, INITIAL_REVIEWS, reviewerName, visibleReviews, type ReviewView } from "./review-format";
import { Icon } from "@dukkan/ui/icon";
import { Button, buttonClass } from "@dukkan/ui/button";

const BUTTON_CLASS = buttonClass({ variant: "outline", size: "sm" });

/** A link before scripts run; in place after (a plain click only, so new-tab clicks keep the link). */
function StateLink({ to, onActivate, children }: { to: string; onActivate: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  const activate = (event: MouseEvent) => {
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onActivate();
  };
  if (hydrated) {
    return (
      <button type="button" onClick={activate} className={BUTTON_CLASS}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} preventScrollReset replace className={BUTTON_CLASS}>
      {children}
    </Link>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-2 py-5 first:pt-0">
      <StarRating rating={review.rating} />
      <h3 className="font-bold text-ink-900">
        <bdi>{review.headline}</bdi>
      </h3>
      <p className="whitespace-pre-line text-[0.95rem] text-ink-700">
        <bdi>{review.comment}</bdi>
      </p>
      <p className="text-sm text-ink-500">
        {t("reviews.by", { name: reviewerName(review) })} ·{" "}
        <time dateTime={review.date} dir="ltr">
          {formatReviewDate(review.date, language)}
        </time>
      </p>
    </li>
  );
}

function Textarea({
  label,
  name,
  error,
  defaultValue,
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          id={control.id}
          name={name}
          rows={5}
          required
          maxLength={REVIEW_LIMITS.comment}
          defaultValue={defaultValue}
          aria-invalid={control["aria-invalid"]}
          aria-describedby={control["aria-describedby"]}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}

/**
 * Five radio buttons drawn as stars. They sit in the DOM from 5 down to 1 in a reversed row, so CSS alone
 * (a checked input fills itself and every star after it in the DOM) lights the stars up to the choice.
 */
function RatingInput({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{t("reviews.form.rating")}</legend>
      <div className="flex w-fit flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((stars) => (
          <span key={stars} className="contents">
            <input
              type="radio"
              id={`${id}-${stars}`}
              name="rating"
              value={stars}
              required
              defaultChecked={defaultValue === String(stars)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${stars}`}
              className="cursor-pointer rounded-md p-0.5 text-ink-200 transition hover:text-star/70 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 [input:checked~&]:text-star"
            >
              <Icon name="star" className="size-8" />
              <span className="sr-only">{t("reviews.form.star", { count: stars })}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReviewForm({ actionData, cancel }: { actionData: ReviewActionData["review"] | undefined; cancel: ReactNode }) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const errors: Partial<Record<ReviewField, ReviewFieldError>> =
    actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData?.values;
  const message = (field: ReviewField) => {
    const error = errors[field];
    return error ? t(`reviews.errors.${error.key}`, { max: error.max }) : undefined;
  };
  return (
    <Form
      method="post"
      preventScrollReset
      noValidate
      className="flex max-w-2xl flex-col gap-5"
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="text-lg font-bold text-ink-900">
        {t("reviews.form.title")}
      </h3>
      {actionData?.status === "failed" ? <FormAlert tone="error">{t("reviews.errors.failed")}</FormAlert> : null}
      <RatingInput error={message("rating")} defaultValue={values?.rating} />
      <TextField
        label={t("reviews.form.headline")}
        name="title"
        required
        maxLength={REVIEW_LIMITS.headline}
        defaultValue={values?.title}
        error={message("title")}
      />
      <Textarea
        label={t("reviews.form.comment")}
        name="comment"
        defaultValue={values?.comment}
        error={message("comment")}
      />
      <TextField
        label={`${t("reviews.form.reviewerName")} (${t("reviews.form.optional")})`}
        name="reviewerName"
        maxLength={REVIEW_LIMITS.alias}
        autoComplete="nickname"
        hint={t("reviews.form.reviewerNameHint")}
        defaultValue={values?.reviewerName}
        error={message("reviewerName")}
      />
      <div className="flex flex-wrap items-center gap-3">
        {cancel}
        <Button type="submit" disabled={submitting}>
          {submitting ? t("reviews.form.submitting") : t("reviews.form.submit")}
        </Button>
      </div>
    </Form>
  );
}

export function ProductReviews({
  reviews,
  averageRating,
  signedIn,
  loginPath,
  initialView,
  actionData,
}: {
  reviews: Review[];
  averageRating?: number;
  signedIn: boolean;
  loginPath: string;
  initialView: ReviewView;
  actionData?: ReviewActionData["review"];
}) {
  const { t } = useTranslation();
  // A failed submission keeps the form open with what was typed.
  const failed = actionData !== undefined && actionData.status !== "signInRequired";
  const [writing, setWriting] = useState(signedIn && (initialView === "write" || failed));
  const [expanded, setExpanded] = useState(initialView === "all");
  const shown = visibleReviews(reviews, expanded);
  const rating = averageRating ?? 0;

  const cancel = (
    <StateLink to="?#reviews" onActivate={() => setWriting(false)}>
      {t("reviews.form.cancel")}
    </StateLink>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-xl font-bold text-ink-900">{t("reviews.heading", { count: reviews.length })}</h3>
          <div className="flex items-center gap-2 text-sm text-ink-600">
            <span>{t("reviews.overall")}:</span>
            <StarRating rating={rating} />
            {rating > 0 ? (
              <span className="font-semibold text-ink-800">
                {t("reviews.outOfFive", { rating: rating.toFixed(1) })}
              </span>
            ) : null}
          </div>
        </div>
        {!writing && signedIn ? (
          <StateLink to="?review=write#reviews" onActivate={() => setWriting(true)}>
            {t("reviews.write")}
          </StateLink>
        ) : null}
        {!signedIn ? (
          <Link to={loginPath} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("reviews.signInToWrite")}
          </Link>
        ) : null}
      </div>
      {actionData?.status === "signInRequired" ? (
        <FormAlert tone="error">{t("reviews.errors.signInRequired")}</FormAlert>
      ) : null}
      {initialView === "thanks" && !writing ? <FormAlert tone="success">{t("reviews.thanks")}</FormAlert> : null}
      {writing ? (
        <ReviewForm actionData={actionData} cancel={cancel} />
      ) : reviews.length === 0 ? (
        <p className="text-ink-600">{t("reviews.none")}</p>
      ) : (
        <>
          <ul aria-label={t("reviews.list")} className="divide-y divide-ink-100">
            {shown.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.length > INITIAL_REVIEWS ? (
            <div>
              {expanded ? (
                <StateLink to="?#reviews" onActivate={() => setExpanded(false)}>
                  {t("reviews.less")}
                </StateLink>
              ) : (
                <StateLink to="?review=all#reviews" onActivate={() => setExpanded(true)}>
                  {t("reviews.more")}
                </StateLink>
              )}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
