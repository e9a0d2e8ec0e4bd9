/** A card order's payment as staff see it: its totals and the gateway ledger (decision 0037). */
import { z } from "zod";

/** What each gateway call was (PAY: orders paid in one step before decision 0037). */
export const PAYMENT_TRANSACTION_TYPES = ["AUTHORIZE", "PAY", "CAPTURE", "VOID", "REFUND"] as const;
export type PaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];

/** Where an order's card payment stands (the API's `order_payments.status`). */
export const ORDER_PAYMENT_STATUSES = [
  "PENDING",
  "AUTHORIZED",
  "CAPTURED",
  "PARTIALLY_REFUNDED",
  "REFUNDED",
  "VOIDED",
  "CAPTURE_FAILED",
  "CANCELLED",
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const StaffPaymentTransaction = z.object({
  type: z.enum(PAYMENT_TRANSACTION_TYPES),
  transactionId: z.string(),
  amountFils: z.number().int(),
  result: z.string(),
  gatewayCode: z.string().nullable(),
  at: z.string(),
});
export type StaffPaymentTransaction = z.infer<typeof StaffPaymentTransaction>;

export const StaffPayment = z.object({
  gatewayOrderId: z.string(),
  status: z.enum(ORDER_PAYMENT_STATUSES),
  amountFils: z.number().int(),
  authorizedFils: z.number().int(),
  capturedFils: z.number().int(),
  refundedFils: z.number().int(),
  /** Oldest first. */
  transactions: z.array(StaffPaymentTransaction),
});
export type StaffPayment = z.infer<typeof StaffPayment>;
