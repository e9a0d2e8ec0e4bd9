/**
 * Review limits shared by the API's validation and the storefront's form. A module of plain constants
 * (no zod), so the storefront's browser code can import it without the schemas.
 */
export const REVIEW_LIMITS = { headline: 255, comment: 5000, alias: 100, minRating: 1, maxRating: 5 } as const;
export const LATEST_REVIEWS_DEFAULT = 10;
