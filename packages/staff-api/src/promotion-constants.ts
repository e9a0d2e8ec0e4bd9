/**
 * The promotion API's constants without its schemas, so the back office's browser code can use them without
 * loading zod (like product-constants.ts).
 */
export const PROMOTION_KINDS = [
  "PRODUCT_PERCENT",
  "PRODUCT_AMOUNT",
  "BUY_X_GET_Y",
  "ORDER_PERCENT",
  "ORDER_AMOUNT",
  "FREE_SHIPPING",
] as const;
export type StaffPromotionKind = (typeof PROMOTION_KINDS)[number];
/** The kinds that discount products (and take a product, category or brand scope). */
export const PRODUCT_PROMOTION_KINDS: readonly StaffPromotionKind[] = [
  "PRODUCT_PERCENT",
  "PRODUCT_AMOUNT",
  "BUY_X_GET_Y",
];

export const PROMOTION_LIMITS = {
  textLength: 300,
  scopeCodes: 200,
  maxQuantity: 1000,
  maxPriority: 1000,
  maxUses: 10_000_000,
} as const;

export const PROMOTION_STATES = ["enabled", "disabled"] as const;
export const PROMOTION_SORTS = ["code-asc", "priority-desc", "starts-desc", "used-desc"] as const;
export const VOUCHER_SORTS = ["code-asc", "ends-asc", "used-desc"] as const;
export const SCHEDULED_PRICE_STATES = ["upcoming", "active", "done", "cancelled"] as const;
