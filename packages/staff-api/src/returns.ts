/**
 * Return requests as staff handle them (issue 20; decision 0052): the list by status, one request with what the
 * customer sent, and the steps approve, reject (with a message the customer reads), receive (which units go back
 * to stock) and refund (card through the gateway, cash recorded).
 */
import { RETURN_REFUND_METHODS, RETURN_STATUSES } from "@dukkan/occ/returns";
import { z } from "zod";
import { Pagination } from "./audit";

const ReturnStatusName = z.enum(RETURN_STATUSES);

export const StaffReturnFilter = z.object({
  status: z
    .union([ReturnStatusName, z.array(ReturnStatusName).max(10)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .describe("Any of these statuses; repeat the parameter for several"),
  orderCode: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .optional()
    .describe("The order's number: its requests only"),
  customer: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("The start of the customer's e-mail, full name, last name or phone number (as the customer search)"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffReturnFilter = z.output<typeof StaffReturnFilter>;
export type StaffReturnQuery = z.input<typeof StaffReturnFilter>;

export const StaffReturnRow = z.object({
  rma: z.string(),
  orderCode: z.string(),
  status: ReturnStatusName,
  createdAt: z.string(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  /** Units asked back. */
  units: z.number(),
  refundFils: z.number().int(),
  paymentMode: z.string(),
});
export type StaffReturnRow = z.infer<typeof StaffReturnRow>;

export const StaffReturnList = z.object({ returns: z.array(StaffReturnRow), pagination: Pagination });
export type StaffReturnList = z.infer<typeof StaffReturnList>;

/** One step of a request's history: a status change, or the gateway's answer to a card refund. */
export const StaffReturnEvent = z.object({
  at: z.string(),
  kind: z.enum(["STATUS", "REFUND", "REFUND_REFUSED"]),
  fromStatus: ReturnStatusName.nullable(),
  toStatus: ReturnStatusName.nullable(),
  actorType: z.string(),
  /** A rejection's message to the customer. */
  message: z.string().nullable(),
  /** A card refund's amount (REFUND, REFUND_REFUSED). */
  amountFils: z.number().int().nullable(),
  /** The gateway's answer code of a card refund (e.g. DECLINED). */
  gatewayCode: z.string().nullable(),
});
export type StaffReturnEvent = z.infer<typeof StaffReturnEvent>;

export const StaffReturn = StaffReturnRow.extend({
  customerId: z.string().nullable().describe("The customer's id in /admin/v1/customers/{customerId}"),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable().describe("The reason's name in the asked language"),
  staffMessage: z.string().nullable(),
  taxFils: z.number().int(),
  refundMethod: z.enum(RETURN_REFUND_METHODS).nullable(),
  refundedAt: z.string().nullable(),
  creditNote: z.string().nullable().describe("The credit note's number, once refunded"),
  entries: z.array(
    z.object({
      entryNumber: z.number(),
      productCode: z.string(),
      name: z.string(),
      quantity: z.number(),
      receivedQuantity: z.number().nullable(),
      restockedQuantity: z.number(),
      refundFils: z.number().int(),
    }),
  ),
  attachments: z.array(
    z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number(), createdAt: z.string() }),
  ),
  history: z.array(StaffReturnEvent).describe("Oldest first"),
  refundMethods: z
    .array(z.enum(RETURN_REFUND_METHODS))
    .describe(
      "How the refund step may give the money back now (none unless RECEIVED): a cash order in CASH; a card " +
        "order to the CARD while the payment holds the amount, and in CASH once the gateway refused a refund or " +
        "the payment cannot hold it",
    ),
});
export type StaffReturn = z.infer<typeof StaffReturn>;

export const StaffReturnRejection = z.object({ message: z.string().trim().min(1).max(1000) });
export type StaffReturnRejection = z.infer<typeof StaffReturnRejection>;

/** The refund step: how the money goes back (by default the way the order was paid); one of `refundMethods`. */
export const StaffReturnRefund = z.object({ method: z.enum(RETURN_REFUND_METHODS).optional() }).default({});
export type StaffReturnRefund = z.input<typeof StaffReturnRefund>;

/** What arrived: the request's entries, each whole, and whether its units can be sold again. */
export const StaffReturnReceipt = z.object({
  entries: z
    .array(z.object({ entryNumber: z.number().int().min(0), restockable: z.boolean() }))
    .min(1)
    .max(200),
});
export type StaffReturnReceipt = z.infer<typeof StaffReturnReceipt>;
