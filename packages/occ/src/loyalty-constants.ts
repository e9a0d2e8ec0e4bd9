/** The zod-free constants of loyalty points, for the browser (./loyalty.ts holds the shapes and re-exports these). */
/** Checkout spec §9: the redemption mode code, also the payment mode of an order paid wholly with points. */
export const LOYALTY_MODE_CODE = "loyalty-point";
/** Checkout spec §3 Loyalty form: the two choices of the checkout's loyalty section. */
export const LOYALTY_CHOICES = ["partial", "all"] as const;
export type LoyaltyChoice = (typeof LOYALTY_CHOICES)[number];

/** Account spec §9: the history shows 5 entries a page, newest first, sorted by date or by transaction. */
export const LOYALTY_HISTORY_SORTS = ["byDate", "byTransaction"] as const;
export type LoyaltyHistorySort = (typeof LOYALTY_HISTORY_SORTS)[number];
export const LOYALTY_HISTORY_PAGE_SIZE = 5;

export const LOYALTY_ENTRY_KINDS = ["earned", "redeemed", "reverted", "adjusted", "expired"] as const;
