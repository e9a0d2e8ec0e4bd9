/**
 * OCC review routes (shopping spec §7): a product's reviews (GET; POST for signed-in customers) and the
 * shop's latest reviews for the home page carousel.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LATEST_REVIEWS_DEFAULT,
  OccErrorList,
  PRODUCT_CODE_PATTERN,
  REVIEW_LIMITS,
  Review,
  ReviewList,
} from "@dukkan/occ";
import { hasControlCharacter, stripInvisibleFormatting } from "@dukkan/occ/rules";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import type { ReviewService } from "./review-service.js";
import { callerUid } from "../occ/request-context.js";

const LATEST_REVIEWS_MAX = 50;

/** Review text: no control characters other than tab and line breaks, no invisible direction characters. */
function plainText(max: number) {
  return z
    .string()
    .overwrite(stripInvisibleFormatting)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), "must not contain control characters");
}

const ReviewSubmission = z.object({
  rating: z
    .number()
    .int("must be a whole number")
    .min(REVIEW_LIMITS.minRating, `must be between ${REVIEW_LIMITS.minRating} and ${REVIEW_LIMITS.maxRating}`)
    .max(REVIEW_LIMITS.maxRating, `must be between ${REVIEW_LIMITS.minRating} and ${REVIEW_LIMITS.maxRating}`),
  headline: plainText(REVIEW_LIMITS.headline).pipe(z.string().min(1, "is required")),
  comment: plainText(REVIEW_LIMITS.comment).pipe(z.string().min(1, "is required")),
  alias: plainText(REVIEW_LIMITS.alias).optional(),
});

const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");

export function reviewRoutes(service: ReviewService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products/productsLatestReviews",
      {
        schema: {
          tags: ["Reviews"],
          summary: "Get the latest reviews",
          description: "The shop's newest approved reviews of enabled products, newest first, each with its product.",
          querystring: OccQuery.extend({
            maxCount: z.coerce
              .number()
              .int()
              .min(1)
              .max(LATEST_REVIEWS_MAX)
              .default(LATEST_REVIEWS_DEFAULT)
              .describe(`How many reviews (default ${LATEST_REVIEWS_DEFAULT}, at most ${LATEST_REVIEWS_MAX})`),
          }),
          response: { 200: ReviewList, 400: OccErrorList },
        },
      },
      async (request) => ({ reviews: await service.latestReviews(request.query.maxCount, request.context.language) }),
    );

    app.get(
      "/products/:productCode/reviews",
      {
        schema: {
          tags: ["Reviews"],
          summary: "Get a product's reviews",
          description:
            "Approved reviews, newest first. Unknown or disabled products answer 400 UnknownIdentifierError.",
          params: z.object({ productCode }),
          querystring: OccQuery,
          response: { 200: ReviewList, 400: OccErrorList },
        },
      },
      async (request) => ({ reviews: await service.productReviews(request.params.productCode) }),
    );

    app.post(
      "/products/:productCode/reviews",
      {
        // Before body validation, so a signed-out caller learns to sign in rather than about the fields.
        preValidation: guards.requireCustomer,
        schema: {
          tags: ["Reviews"],
          summary: "Write a review",
          description:
            "Signed-in customers only (bearer token). rating 1–5, headline and comment required, alias optional; " +
            "text is stored as plain text.",
          params: z.object({ productCode }),
          querystring: OccQuery,
          body: ReviewSubmission,
          response: { 201: Review, 400: OccErrorList, 401: OccErrorList, 403: OccErrorList },
        },
      },
      async (request, reply) => {
        const review = await service.create(
          request.params.productCode,
          callerUid(request.context)!,
          request.body,
          request.context.language,
        );
        return reply.code(201).send(review);
      },
    );
  };
}
