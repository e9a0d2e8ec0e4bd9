/** The zod-free constants of orders, for the browser (./order.ts holds the shapes and re-exports these). */
export const ORDER_STATUSES = [
  /** Card orders between the stock reservation and the gateway's authorisation (decision 0023). */
  "PAYMENT_PENDING",
  /** Placed; staff have not accepted it yet. */
  "CREATED",
  /** Accepted by staff: being picked and packed. */
  "PROCESSING",
  /** Some consignments left the warehouse, others not yet. */
  "PARTIALLY_SHIPPED",
  "SHIPPED",
  "READY_FOR_PICKUP",
  /** Every consignment delivered or handed over. */
  "COMPLETED",
  /** Cancelled by the customer or staff; the card payment is being voided or refunded. */
  "CANCELLING",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Consignment statuses (account spec §4.8 names): READY → PICKPACK → SHIPPED → DELIVERY_COMPLETED for home
 * delivery; READY → PICKPACK → READY_FOR_PICKUP → PICKUP_COMPLETE for pick-up; CANCELLED from READY or PICKPACK.
 * WAITING: the order's card payment is not authorised yet.
 */
export const CONSIGNMENT_STATUSES = [
  "WAITING",
  "READY",
  "PICKPACK",
  "SHIPPED",
  "DELIVERY_COMPLETED",
  "READY_FOR_PICKUP",
  "PICKUP_COMPLETE",
  "CANCELLED",
] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

export const ORDER_HISTORY_SORTS = ["byDate", "byOrderNumber"] as const;
export type OrderHistorySort = (typeof ORDER_HISTORY_SORTS)[number];
/** Account spec §9: the order history shows 5 orders a page; the dashboard the 3 newest. */
export const ORDER_HISTORY_PAGE_SIZE = 5;
export const DASHBOARD_ORDER_COUNT = 3;
/** Thumbnails a history row shows at most. */
export const ORDER_THUMBNAILS = 4;

export const INVOICE_SORTS = [
  "byCreatedAtAsc",
  "byCreatedAtDesc",
  "byInvoiceIdAsc",
  "byInvoiceIdDesc",
  "byNetAmountAsc",
  "byNetAmountDesc",
  "byTotalAmountAsc",
  "byTotalAmountDesc",
] as const;
