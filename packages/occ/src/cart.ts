/**
 * OCC cart shapes (shopping spec §3 Cart, Entry, Entry group; §7 carts and entries). Money fields are OCC
 * Price objects computed by the API from integer fils; clients only display them. Every field is optional
 * because `fields` decides which are present, except the identities (cart code and guid, entryNumber).
 */
import { z } from "zod";
import { Price, Product } from "./index";
import { Address } from "./address";

/** Pricing of one cart line: the unit price after the product's discount, and the line total. */
export const OrderEntry = z.object({
  entryNumber: z.number(),
  quantity: z.number().optional(),
  updateable: z.boolean().optional(),
  basePrice: Price.optional(),
  totalPrice: Price.optional(),
  product: Product.optional(),
  configurationInfos: z.array(z.lazy(() => ConfigurationInfo)).optional(),
});
export type OrderEntry = z.infer<typeof OrderEntry>;

/**
 * One text field of a TEXTFIELD configuration (products/{code}/configurators/textfield and a configurable
 * entry's configurationInfos). status ERROR: a required field is empty; such an entry cannot go to checkout.
 */
export const ConfigurationInfo = z.object({
  configurationLabel: z.string(),
  configurationValue: z.string(),
  configuratorType: z.literal("TEXTFIELD"),
  status: z.enum(["SUCCESS", "ERROR"]),
});
export type ConfigurationInfo = z.infer<typeof ConfigurationInfo>;
export const ConfigurationInfoList = z.object({ configurationInfos: z.array(ConfigurationInfo) });
export type ConfigurationInfoList = z.infer<typeof ConfigurationInfoList>;

export const ENTRY_GROUP_TYPES = ["STANDALONE", "CONFIGURABLE_BUNDLE"] as const;
/**
 * A group of entries. Every standalone entry has its own STANDALONE group (quantity: its entry's quantity). A kit
 * bundle is a CONFIGURABLE_BUNDLE group: id is the bundle template id, label its name, kittingEntry the kit's own
 * (priced) entry whose quantity is the number of kits, entries its components (per-kit units × kits, included in
 * the kit price, not updateable) and maxStockQuantity the most kits stock allows.
 */
export const EntryGroup = z.object({
  entryGroupNumber: z.number(),
  id: z.string().optional(),
  label: z.string().optional(),
  type: z.enum(ENTRY_GROUP_TYPES).optional(),
  erroneous: z.boolean().optional(),
  maxStockQuantity: z.number().optional(),
  quantity: z.number().optional(),
  entries: z.array(OrderEntry).optional(),
  entryGroups: z.array(z.object({ entryGroupNumber: z.number() }).passthrough()).optional(),
  kittingEntry: OrderEntry.optional(),
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
  /** Saved carts only: the name and description the customer gave it and when it was saved (ISO 8601). */
  name: z.string().optional(),
  description: z.string().optional(),
  saveTime: z.string().optional(),
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
  /** Checkout (checkout spec §3 Cart as read at checkout): set by the checkout steps. */
  deliveryMode: z
    .object({
      code: z.string(),
      name: z.string().optional(),
      description: z.string().optional(),
      deliveryCost: Price.optional(),
    })
    .optional(),
  deliveryAddress: Address.partial().optional(),
  /** The pick-up store when the delivery mode is 'pick-up' (its contact is the deliveryAddress's names and phone). */
  deliveryPointOfService: z.object({ name: z.string(), displayName: z.string().optional() }).passthrough().optional(),
  paymentInfo: z.object({ id: z.string() }).passthrough().optional(),
  paymentMode: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  /** A guest cart once its e-mail is set: user.uid is '{guid}|{email}' (spec §3 Guest cart assigned user). */
  guestCart: z.boolean().optional(),
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

/** GET users/{userId}/carts (savedCartsOnly=true: the saved carts). */
export const CartList = z.object({
  carts: z.array(Cart),
  pagination: z
    .object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() })
    .optional(),
});
export type CartList = z.infer<typeof CartList>;

/** What the save-cart calls answer (save, savedcart, restoresavedcart, flagForDeletion, clonesavedcart). */
export const SaveCartResult = z.object({ savedCartData: Cart });
export type SaveCartResult = z.infer<typeof SaveCartResult>;

/** stockCheck: `SUCCESS` when every entry fits the live stock, else `FAILED`. */
export const StockCheckResult = z.object({ message: z.enum(["SUCCESS", "FAILED"]) });
export type StockCheckResult = z.infer<typeof StockCheckResult>;

/** A voucher applied to a cart (GET users/{userId}/carts/{cartId}/vouchers). */
export const Voucher = z.object({
  code: z.string(),
  voucherCode: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  freeShipping: z.boolean().optional(),
});
export type Voucher = z.infer<typeof Voucher>;
export const VoucherList = z.object({ vouchers: z.array(Voucher) });
export type VoucherList = z.infer<typeof VoucherList>;

/** Effective: usable now; ExpireSoon: usable, ends within 7 days; PreEffective: claimed, not valid yet. */
export const CUSTOMER_COUPON_STATUSES = ["Effective", "ExpireSoon", "PreEffective"] as const;
/** A coupon in the customer's account (users/{userId}/customercoupons); couponId is the code to apply. */
export const CustomerCoupon = z.object({
  couponId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  status: z.enum(CUSTOMER_COUPON_STATUSES),
  allProductsApplicable: z.boolean(),
});
export type CustomerCoupon = z.infer<typeof CustomerCoupon>;
export const CustomerCouponSearchResult = z.object({
  coupons: z.array(CustomerCoupon),
  pagination: z.object({
    currentPage: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalResults: z.number(),
  }),
});
export type CustomerCouponSearchResult = z.infer<typeof CustomerCouponSearchResult>;
/** The answer of POST users/{userId}/customercoupons/{couponCode}/claim. */
export const CustomerCouponClaim = z.object({ coupon: CustomerCoupon, customer: z.object({ uid: z.string() }) });
export type CustomerCouponClaim = z.infer<typeof CustomerCouponClaim>;
