/**
 * The home page's customer-review carousel (spec §2.14): the latest reviews, each with its stars,
 * title, comment, writer, date and a link to the product. Hidden when there are none. Review text is
 * plain text, rendered as escaped React text.
 */
import type { Component, Review } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { Carousel } from "../carousel/carousel";
import { textAttribute } from "../cms/attributes";
import { SectionHeading } from "../home/section-heading";
import { useLanguage } from "../i18n/use-language";
import { formatReviewDate, reviewerName } from "../product/review-format";
import { productPath } from "../product/product-url";
import { StarRating } from "../product/tile/star-rating";

function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = review.product;
  const thumbnail = product?.images?.PRIMARY?.thumbnail ?? product?.images?.PRIMARY?.product;
  return (
    <article
      aria-label={product ? t("reviews.carousel.reviewOf", { name: product.name ?? product.code }) : undefined}
      className="flex h-full flex-col gap-3 rounded-card bg-white p-5 shadow-card"
    >
      <StarRating rating={review.rating} />
      <h3 className="line-clamp-2 font-bold text-ink-900">
        <bdi>{review.headline}</bdi>
      </h3>
      <p className="line-clamp-4 flex-1 text-sm text-ink-700">
        <bdi>{review.comment}</bdi>
      </p>
      <p className="text-xs text-ink-500">
        {t("reviews.by", { name: reviewerName(review) })} ·{" "}
        <time dateTime={review.date} dir="ltr">
          {formatReviewDate(review.date, language)}
        </time>
      </p>
      {product ? (
        <Link
          to={`/${language}${productPath(product)}`}
          className="flex items-center gap-3 border-t border-ink-100 pt-3 text-sm font-semibold text-brand-800 hover:underline"
        >
          {thumbnail ? (
            <img
              src={thumbnail.url}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-lg object-contain"
            />
          ) : null}
          <span className="line-clamp-2">{product.name ?? product.code}</span>
        </Link>
      ) : null}
    </article>
  );
}

function latestReviewsOf(component: Component): Review[] {
  return Array.isArray(component.latestReviews) ? (component.latestReviews as Review[]) : [];
}

export function CustomerReviewCarousel({ component }: { component: Component }) {
  const reviews = latestReviewsOf(component);
  if (reviews.length === 0) return null;
  const title = textAttribute(component, "title") ?? "";
  const effect = textAttribute(component, "effect");
  const headingId = `${component.uid}-title`;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4">
      <SectionHeading id={headingId} title={title} />
      <Carousel
        label={title}
        slides={reviews.map((review) => ({ key: review.id, content: <ReviewCard review={review} /> }))}
        slideClassName="basis-[260px] sm:basis-[320px]"
        theme={effect ? `${effect}-theme` : undefined}
        controls="below"
      />
    </section>
  );
}
