/**
 * OCC order shapes (checkout spec §2.16, §3 Order; account spec orders). An order is a snapshot: names, prices
 * and addresses as they were when it was placed. Money is OCC Price from integer fils.
 */
import { z } from "zod";
import { Price } from "./index";
import { Address } from "./address";
import { EntryGroup, OrderEntry, PromotionResult } from "./cart";
import { DeliveryMode, PaymentDetails, PointOfService } from "./checkout";

export const ORDER_STATUSES = [
  /** Card orders between the stock reservation and the gateway's capture (decision 0023). */
  "PAYMENT_PENDING",
  "CREATED",
  "PROCESSING",
  "READY_FOR_PICKUP",
  "SHIPPED",
  "COMPLETED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const Consignment = z.object({
  code: z.string(),
  status: z.string(),
  statusDisplay: z.string().optional(),
  deliveryPointOfService: PointOfService.optional(),
  entries: z.array(z.object({ orderEntry: OrderEntry, quantity: z.number() })).optional(),
});

export const Order = z.object({
  code: z.string(),
  guid: z.string(),
  status: z.enum(ORDER_STATUSES).optional(),
  statusDisplay: z.string().optional(),
  created: z.string().optional(),
  guestCustomer: z.boolean().optional(),
  replenishmentOrderCode: z.string().optional(),
  user: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  entries: z.array(OrderEntry).optional(),
  /** One group per entry as in the cart: kit bundles (CONFIGURABLE_BUNDLE) list the components they held. */
  entryGroups: z.array(EntryGroup).optional(),
  totalItems: z.number().optional(),
  totalUnitCount: z.number().optional(),
  subTotal: Price.optional(),
  totalDiscounts: Price.optional(),
  deliveryCost: Price.optional(),
  totalPrice: Price.optional(),
  /** VAT included in totalPrice (5%, prices are VAT-inclusive). */
  totalTax: Price.optional(),
  totalPriceWithTax: Price.optional(),
  deliveryAddress: Address.partial().optional(),
  deliveryMode: DeliveryMode.optional(),
  deliveryPointOfService: PointOfService.optional(),
  paymentInfo: PaymentDetails.partial().optional(),
  paymentMode: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  appliedOrderPromotions: z.array(PromotionResult).optional(),
  appliedProductPromotions: z.array(PromotionResult).optional(),
  appliedVouchers: z.array(z.object({ voucherCode: z.string() })).optional(),
  consignments: z.array(Consignment).optional(),
  /** The customer's tax registration number printed on the tax invoice. */
  trn: z.string().optional(),
});
export type Order = z.infer<typeof Order>;

export const OrderHistory = z.object({
  code: z.string(),
  guid: z.string(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  placed: z.string(),
  total: Price,
});
export const OrderHistoryList = z.object({
  orders: z.array(OrderHistory),
  pagination: z.object({
    currentPage: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalResults: z.number(),
  }),
});
export type OrderHistoryList = z.infer<typeof OrderHistoryList>;
