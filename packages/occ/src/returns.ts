/**
 * OCC return request shapes (account spec §2.18, §2.19, §7 Returns, §9; issue 20). Money is OCC Price from
 * integer fils. The limits on files are the spec's (§9) and shared with the storefront's form.
 */
import { z } from "zod";
import { Price } from "./index";
import { OrderEntry } from "./cart";
import { Pagination, SortOption } from "./order";
import { RETURN_REFUND_METHODS, RETURN_STATUSES } from "./returns-constants";

export * from "./returns-constants";

/** POST users/{u}/orderReturns and …/checkReturnRequest. */
export const ReturnRequestEntryInputList = z.object({
  orderCode: z.string().min(1).max(100),
  returnRequestEntryInputs: z
    .array(z.object({ orderEntryNumber: z.number().int().min(0), quantity: z.number().int().min(1) }))
    .min(1)
    .max(200),
});
export type ReturnRequestEntryInputList = z.infer<typeof ReturnRequestEntryInputList>;

export const ReturnReason = z.object({ code: z.string(), name: z.string() });
export type ReturnReason = z.infer<typeof ReturnReason>;
export const ReturnReasonList = z.object({ reasons: z.array(ReturnReason) });
export type ReturnReasonList = z.infer<typeof ReturnReasonList>;

/** PATCH users/{u}/orderReturns/{rma}: the reason, or `CANCELLING` to cancel while approval is pending. */
export const ReturnRequestModification = z
  .object({ reason: z.string().min(1).max(50).optional(), status: z.literal("CANCELLING").optional() })
  .refine((body) => (body.reason === undefined) !== (body.status === undefined), {
    message: "Send either reason or status.",
  });
export type ReturnRequestModification = z.infer<typeof ReturnRequestModification>;

export const ReturnAttachment = z.object({
  id: z.string(),
  name: z.string(),
  realFileName: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
});
export type ReturnAttachment = z.infer<typeof ReturnAttachment>;

export const ReturnEntry = z.object({
  orderEntry: OrderEntry,
  expectedQuantity: z.number(),
  /** Units staff received (once RECEIVED). */
  receivedQuantity: z.number().optional(),
  refundAmount: Price,
});
export type ReturnEntry = z.infer<typeof ReturnEntry>;

export const ReturnRequest = z.object({
  rma: z.string(),
  code: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusDisplay: z.string(),
  creationTime: z.string(),
  /** The customer may still cancel it (approval pending). */
  cancellable: z.boolean(),
  order: z.object({ code: z.string() }),
  reason: ReturnReason.optional(),
  /** Staff's words when they rejected it. */
  rejectionMessage: z.string().optional(),
  attachments: z.array(ReturnAttachment),
  returnEntries: z.array(ReturnEntry),
  /** The returned lines' amounts. */
  subTotal: Price,
  /** The order's promotions and vouchers that no longer apply once these units are back (taken off the lines). */
  orderGlobalDiscounts: Price,
  /** Delivery is not refunded for goods that were delivered. */
  deliveryCost: Price,
  refundDeliveryCost: z.boolean(),
  returnCharge: Price,
  /** Every unit of the order that is not cancelled comes back. */
  completeReturn: z.boolean(),
  /** The refund (estimated until REFUNDED). */
  totalPrice: Price,
  totalRefundAmount: Price,
  /** The VAT in the refund. */
  totalTax: Price,
  refundMethod: z.enum(RETURN_REFUND_METHODS).optional(),
  refundedDate: z.string().optional(),
  /** The credit note of the refund (an invoice of the order), once refunded. */
  creditNote: z.object({ invoiceId: z.string() }).optional(),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

export const ReturnRequestList = z.object({
  returnRequests: z.array(ReturnRequest),
  sorts: z.array(SortOption),
  pagination: Pagination,
});
export type ReturnRequestList = z.infer<typeof ReturnRequestList>;
