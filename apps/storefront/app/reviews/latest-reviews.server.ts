/**
 * The home page's CUSTOMERREVIEW carousel (spec §2.14) shows the shop's latest reviews
 * (`products/productsLatestReviews`, maxCount from the component, default 10): the loader puts them on
 * the component as `latestReviews`.
 */
import type { Language } from "@dukkan/i18n";
import { LATEST_REVIEWS_DEFAULT, ReviewList, type Review } from "@dukkan/occ";
import { textAttribute } from "../cms/attributes";
import type { PreparedPage } from "../cms/prepare.server";
import { occFetch } from "../occ/occ-client.server";

const CUSTOMER_REVIEW = "CUSTOMERREVIEW";

/** The component's maxCount when it is a sane positive number, else the spec's default. */
export function maxCountOf(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 && count <= 50 ? count : LATEST_REVIEWS_DEFAULT;
}

/**
 * A review as its card reads it: the product's one small picture instead of every format of every gallery picture
 * the API sends (those were four fifths of the home page's review data, decision 0093).
 */
export function reviewForCard(review: Review): Review {
  if (!review.product) return review;
  const { images, ...product } = review.product;
  const primary = images?.PRIMARY;
  const thumbnail = primary?.thumbnail ?? primary?.product;
  return { ...review, product: { ...product, ...(thumbnail ? { images: { PRIMARY: { thumbnail } } } : {}) } };
}

export async function fetchLatestReviews(maxCount: number, lang: Language): Promise<Review[]> {
  const list = await occFetch<unknown>("products/productsLatestReviews", { lang, query: { maxCount } });
  return ReviewList.parse(list).reviews.map(reviewForCard);
}

export async function withLatestReviews(page: PreparedPage, context: { lang: Language }): Promise<PreparedPage> {
  const carousels = page.components.filter((component) => component.carouselType === CUSTOMER_REVIEW);
  if (carousels.length === 0) return page;
  const counts = [...new Set(carousels.map((component) => maxCountOf(textAttribute(component, "maxCount"))))];
  const lists = new Map(
    await Promise.all(counts.map(async (count) => [count, await fetchLatestReviews(count, context.lang)] as const)),
  );
  return {
    ...page,
    components: page.components.map((component) =>
      component.carouselType === CUSTOMER_REVIEW
        ? { ...component, latestReviews: lists.get(maxCountOf(textAttribute(component, "maxCount"))) ?? [] }
        : component,
    ),
  };
}
