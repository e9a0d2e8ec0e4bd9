/**
 * The shop's delivery settings as staff see and change them (issue 19, screen 9): the emirates and their delivery
 * areas, each area's delivery fee and the cart value from which delivery is free (none: never free). Amounts are
 * fils, VAT included, like every price of the shop.
 */
import { z } from "zod";

const Names = z.object({ en: z.string(), ar: z.string() });

export const StaffDeliveryArea = z.object({
  isocode: z.string(),
  name: Names,
  shippingFeeFils: z.number().int(),
  orderThresholdFils: z.number().int().nullable().describe("Free delivery from this cart value; null = never free"),
});
export type StaffDeliveryArea = z.infer<typeof StaffDeliveryArea>;

export const StaffDeliveryRegions = z.object({
  regions: z.array(z.object({ isocode: z.string(), name: Names, areas: z.array(StaffDeliveryArea) })),
});
export type StaffDeliveryRegions = z.infer<typeof StaffDeliveryRegions>;

/** The most a delivery fee may be (AED 1,000) and a free-delivery threshold (AED 100,000). */
export const DELIVERY_FEE_MAX_FILS = 100_000;
export const DELIVERY_THRESHOLD_MAX_FILS = 10_000_000;

export const StaffDeliveryAreaUpdate = z.object({
  shippingFeeFils: z.number().int().min(0).max(DELIVERY_FEE_MAX_FILS),
  orderThresholdFils: z.number().int().min(1).max(DELIVERY_THRESHOLD_MAX_FILS).nullable(),
});
export type StaffDeliveryAreaUpdate = z.infer<typeof StaffDeliveryAreaUpdate>;

export const StaffDeliveryAreaParams = z.object({ isocode: z.string().min(1).max(100) });
