/**
 * OCC loyalty shapes (checkout spec §3 Redemption, §7.2; account spec §2.12, §3, §9): the points summary, the member
 * QR code, the points history and the cart's redemption. Shared by the API (response schemas) and the storefront.
 */
import { z } from "zod";
import { Pagination, SortOption } from "./order";
import { LOYALTY_CHOICES, LOYALTY_ENTRY_KINDS, LOYALTY_MODE_CODE } from "./loyalty-constants";

export * from "./loyalty-constants";

/** GET users/{u}/redemption/loyalty-point: the balance and its value in AED; with `cartId`, the cart's redemption. */
export const LoyaltySummary = z.object({
  points: z.number().int(),
  /** What the points are worth, AED with 2 decimals. */
  value: z.number(),
  currency: z.string(),
  /** With cartId: the cart's total (AED), the most that can be redeemed on it and what is redeemed now. */
  total: z.number().optional(),
  redeemableValue: z.number().optional(),
  totalRedeemValue: z.number().optional(),
  choices: z.enum(LOYALTY_CHOICES).nullable().optional(),
});
export type LoyaltySummary = z.infer<typeof LoyaltySummary>;

/** GET …/loyalty-point/qr-code. */
export const LoyaltyQrCode = z.object({
  /** The QR code as a base64 PNG (account spec §2.12). */
  encryptedQRCode: z.string(),
  /** The signed, expiring token the image encodes (what a cashier's scanner reads). */
  token: z.string(),
  memberNumber: z.string(),
  expiresAt: z.string(),
});
export type LoyaltyQrCode = z.infer<typeof LoyaltyQrCode>;

export const LoyaltyHistoryEntry = z.object({
  transactionId: z.string(),
  /** Where the points came from or went, in the request's language. */
  source: z.string(),
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  orderCode: z.string().optional(),
  date: z.string(),
  expireDate: z.string().optional(),
  balanceUpdate: z.object({ points: z.number().int(), value: z.number() }),
});
export type LoyaltyHistoryEntry = z.infer<typeof LoyaltyHistoryEntry>;

export const LoyaltyHistoryList = z.object({
  results: z.array(LoyaltyHistoryEntry),
  sorts: z.array(SortOption),
  pagination: Pagination,
});
export type LoyaltyHistoryList = z.infer<typeof LoyaltyHistoryList>;

/** PUT users/{u}/carts/{c}/redemption/value. */
export const RedemptionValue = z.object({ totalRedeemValue: z.number() });

/** PUT users/{u}/carts/{c}/paymentmode with a body (checkout spec §7.2): the mode and the loyalty choice. */
export const PaymentModeWithRedemption = z.object({
  paymentMode: z.string().max(100),
  redemption: z
    .object({
      code: z.literal(LOYALTY_MODE_CODE).default(LOYALTY_MODE_CODE),
      choices: z.enum(LOYALTY_CHOICES).nullable(),
      totalRedeemValue: z.number(),
    })
    .optional(),
});
export type PaymentModeWithRedemption = z.infer<typeof PaymentModeWithRedemption>;
