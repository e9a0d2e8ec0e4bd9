/**
 * Staff loyalty routes (issue 21): a cashier's check of a customer's member QR code, and a staff correction of a
 * customer's points (audited).
 */
import { z } from "zod";

/** POST /admin/v1/loyalty/qr-code/verify: the scanned token, and the member the cashier expects (optional). */
export const StaffLoyaltyQrVerification = z.object({
  token: z.string().min(1).max(500),
  memberNumber: z.string().min(1).max(100).optional(),
});
export type StaffLoyaltyQrVerification = z.infer<typeof StaffLoyaltyQrVerification>;

export const StaffLoyaltyMember = z.object({
  memberNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  points: z.number().int(),
  /** What the points are worth, AED. */
  value: z.number(),
  /** When the scanned code stops being accepted. */
  expiresAt: z.string(),
});
export type StaffLoyaltyMember = z.infer<typeof StaffLoyaltyMember>;

/** POST /admin/v1/customers/{customerId}/loyalty/adjustments: points to add (positive) or remove (negative). */
export const StaffLoyaltyAdjustment = z.object({
  points: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((points) => points !== 0, "must not be 0"),
  reason: z.string().trim().min(3).max(200),
});
export type StaffLoyaltyAdjustment = z.infer<typeof StaffLoyaltyAdjustment>;

export const StaffLoyaltyBalance = z.object({ points: z.number().int(), value: z.number() });
export type StaffLoyaltyBalance = z.infer<typeof StaffLoyaltyBalance>;
