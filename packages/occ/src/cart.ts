/**
 * OCC cart shapes (shopping spec §3 Cart, Entry, Entry group; §7 carts and entries). Money fields are OCC
 * Price objects computed by the API from integer fils; clients only display them. Every field is optional
 * because `fields` decides which are present, except the identities (cart code and guid, entryNumber).
 */
import { z } from "zod";
import { Price, Product } from "./index";

/** Pricing of one cart line: the unit price after the product's discount, and the line total. */
export const OrderEntry = z.object({
  entryNumber: z.number(),
  quantity: z.number().optional(),
  updateable: z.boolean().optional(),
  basePrice: Price.optional(),
  totalPrice: Price.optional(),
  product: Product.optional(),
  configurationInfos: z.array(z.object({ status: z.string() })).optional(),
});
export type OrderEntry = z.infer<typeof OrderEntry>;

export const ENTRY_GROUP_TYPES = ["STANDALONE", "CONFIGURABLE_BUNDLE"] as const;
/** A group of entries; every standalone entry has its own STANDALONE group (kit bundles group several). */
export const EntryGroup = z.object({
  entryGroupNumber: z.number(),
  type: z.enum(ENTRY_GROUP_TYPES).optional(),
  erroneous: z.boolean().optional(),
  quantity: z.number().optional(),
  entries: z.array(OrderEntry).optional(),
});
export type EntryGroup = z.infer<typeof EntryGroup>;

export const PromotionResult = z.object({
  description: z.string().optional(),
  promotion: z.object({ code: z.string(), description: z.string().optional() }).optional(),
  consumedEntries: z
    .array(z.object({ orderEntryNumber: z.number(), adjustedUnitPrice: z.number(), quantity: z.number() }))
    .optional(),
});
export type PromotionResult = z.infer<typeof PromotionResult>;

export const CartUser = z.object({ uid: z.string(), name: z.string() });

export const Cart = z.object({
  code: z.string(),
  guid: z.string(),
  user: CartUser.optional(),
  net: z.boolean().optional(),
  entries: z.array(OrderEntry).optional(),
  entryGroups: z.array(EntryGroup).optional(),
  totalItems: z.number().optional(),
  totalUnitCount: z.number().optional(),
  deliveryItemsQuantity: z.number().optional(),
  pickupItemsQuantity: z.number().optional(),
  subTotal: Price.optional(),
  productDiscounts: Price.optional(),
  orderDiscounts: Price.optional(),
  totalDiscounts: Price.optional(),
  deliveryMode: z.object({ code: z.string() }).optional(),
  deliveryCost: Price.optional(),
  totalPrice: Price.optional(),
  totalTax: Price.optional(),
  totalPriceWithTax: Price.optional(),
  appliedVouchers: z.array(z.object({ voucherCode: z.string() })).optional(),
  appliedProductPromotions: z.array(PromotionResult).optional(),
  appliedOrderPromotions: z.array(PromotionResult).optional(),
  potentialProductPromotions: z.array(PromotionResult).optional(),
  potentialOrderPromotions: z.array(PromotionResult).optional(),
  hasAppliedShippingFeePromotion: z.boolean().optional(),
});
export type Cart = z.infer<typeof Cart>;

/**
 * What an add or update did. statusCode: `success`, or `lowStock` / `maxOrderQuantityExceeded` when fewer units
 * than asked could be placed (quantityAdded says how many; statusMessage says why).
 */
export const CART_MODIFICATION_STATUSES = [
  "success",
  "lowStock",
  "maxOrderQuantityExceeded",
  "noStock",
  "unavailable",
  "priceChanged",
] as const;
export type CartModificationStatus = (typeof CART_MODIFICATION_STATUSES)[number];
export const CartModification = z.object({
  statusCode: z.enum(CART_MODIFICATION_STATUSES),
  statusMessage: z.string().optional(),
  quantity: z.number().optional(),
  quantityAdded: z.number().optional(),
  entry: OrderEntry.optional(),
});
export type CartModification = z.infer<typeof CartModification>;
export const CartModificationList = z.object({ cartModifications: z.array(CartModification) });
export type CartModificationList = z.infer<typeof CartModificationList>;

/** stockCheck: `SUCCESS` when every entry fits the live stock, else `FAILED`. */
export const StockCheckResult = z.object({ message: z.enum(["SUCCESS", "FAILED"]) });
export type StockCheckResult = z.infer<typeof StockCheckResult>;
