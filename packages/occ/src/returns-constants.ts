/** The zod-free constants of return requests, for the browser (./returns.ts holds the shapes and re-exports these). */
/**
 * APPROVAL_PENDING → APPROVED / REJECTED (staff) → RECEIVED (staff got the parcel) → REFUNDING (a card refund
 * with the gateway) → REFUNDED; CANCELLED by the customer while approval is pending.
 */
export const RETURN_STATUSES = [
  "APPROVAL_PENDING",
  "APPROVED",
  "REJECTED",
  "RECEIVED",
  "REFUNDING",
  "REFUNDED",
  "CANCELLED",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * How a refund went back: to the card through the gateway, as cash staff handed over and recorded, or as the loyalty
 * points that paid the order (an order paid with points only; decision 0065).
 */
export const RETURN_REFUND_METHODS = ["CARD", "CASH", "POINTS"] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** Spec §9: the return request list shows 5 a page; sorts by date (newest first) and by RMA. */
export const RETURN_REQUEST_PAGE_SIZE = 5;
export const RETURN_REQUEST_SORTS = ["byDate", "byRMA"] as const;
export type ReturnRequestSort = (typeof RETURN_REQUEST_SORTS)[number];

/** Spec §9: at most 5 files a request, each at most 2 MB; pictures (JPEG, PNG, WebP) and PDFs. */
export const RETURN_ATTACHMENT_LIMITS = {
  maxFiles: 5,
  maxBytes: 2 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
} as const;
