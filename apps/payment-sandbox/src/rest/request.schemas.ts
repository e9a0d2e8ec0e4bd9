/**
 * The request bodies of the REST subset, as zod schemas. Unknown fields are accepted and ignored (the real
 * gateway takes many more than the sandbox uses); fields it uses are checked like the gateway checks them.
 */
import { z } from "zod";
import { invalidRequest } from "./gateway-error.js";

/** MPGS amounts: a positive decimal with at most two decimals, sent as a number or a string; kept as "105.00". */
const Amount = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,10}(\.\d{1,2})?$/.test(value) && Number(value) > 0, "must be a positive amount")
  .transform((value) => Number(value).toFixed(2));
const Currency = z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code");
/** Order and transaction ids: 1–40 characters, letters, digits, '-' and '_'. */
export const Identifier = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1–40 letters, digits, - or _");
const SessionRef = z.object({ id: z.string().min(1).max(64) });

const OrderFields = z.object({
  id: Identifier.optional(),
  amount: Amount.optional(),
  currency: Currency.optional(),
  reference: z.string().max(40).optional(),
});

export const CreateSessionBody = z
  .object({ session: z.object({ authenticationLimit: z.number().int().min(1).max(25).optional() }).optional() })
  .optional();

export const UpdateSessionBody = z.object({
  order: OrderFields.optional(),
  authentication: z.record(z.string(), z.unknown()).optional(),
  sourceOfFunds: z.object({ type: z.literal("CARD").optional(), token: z.string().max(40).optional() }).optional(),
  session: z.object({ authenticationLimit: z.number().int().min(1).max(25).optional() }).optional(),
});

export const CreateTokenBody = z.object({
  session: SessionRef,
  sourceOfFunds: z.object({ type: z.literal("CARD").optional() }).optional(),
});

export const TransactionBody = z.object({
  apiOperation: z.enum([
    "INITIATE_AUTHENTICATION",
    "AUTHENTICATE_PAYER",
    "PAY",
    "AUTHORIZE",
    "VERIFY",
    "CAPTURE",
    "REFUND",
    "VOID",
  ]),
  session: SessionRef.optional(),
  sourceOfFunds: z
    .object({
      type: z.literal("CARD").optional(),
      token: z.string().max(40).optional(),
      /** Stored credentials: TO_BE_STORED on the customer-initiated first use, STORED on every later one. */
      provided: z
        .object({
          card: z.object({ storedOnFile: z.enum(["NOT_STORED", "TO_BE_STORED", "STORED"]).optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
  /** The payment agreement with the payer a stored credential is used under (MPGS `agreement`). */
  agreement: z
    .object({
      id: Identifier,
      type: z.enum(["RECURRING", "UNSCHEDULED", "INSTALLMENT", "OTHER"]).optional(),
    })
    .optional(),
  order: OrderFields.omit({ id: true }).optional(),
  authentication: z
    .object({
      acceptVersions: z.string().max(20).optional(),
      channel: z.string().max(40).optional(),
      purpose: z.string().max(40).optional(),
      redirectResponseUrl: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
      transactionId: Identifier.optional(),
    })
    .optional(),
  device: z.record(z.string(), z.unknown()).optional(),
  /** CAPTURE / REFUND: amount and currency; VOID: the transaction it cancels. */
  transaction: z
    .object({
      reference: z.string().max(40).optional(),
      /** MERCHANT: a merchant-initiated payment under an agreement; INTERNET (default): the payer at the checkout. */
      source: z.enum(["INTERNET", "MERCHANT", "MOTO", "CALL_CENTRE"]).optional(),
      amount: Amount.optional(),
      currency: Currency.optional(),
      targetTransactionId: Identifier.optional(),
    })
    .optional(),
  correlationId: z.string().max(100).optional(),
});
export type TransactionBody = z.infer<typeof TransactionBody>;

/** Parses a body or throws the gateway's INVALID_REQUEST naming the first field in error. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") || undefined;
  const missing = issue?.code === "invalid_type" && issue.input === undefined;
  throw invalidRequest(
    `Value '${field ?? "body"}' ${missing ? "is required" : `is invalid: ${issue?.message ?? "unreadable"}`}`,
    field,
    missing ? "MISSING" : "INVALID",
  );
}
