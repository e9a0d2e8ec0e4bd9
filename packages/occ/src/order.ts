/**
 * OCC order shapes (checkout spec §2.16, §3 Order; account spec orders). An order is a snapshot: names, prices
 * and addresses as they were when it was placed. Money is OCC Price from integer fils.
 */
import { z } from "zod";
import { Price } from "./index";
import { Address } from "./address";
import { EntryGroup, OrderEntry, PromotionResult } from "./cart";
import { DeliveryMode, PaymentDetails, PointOfService } from "./checkout";
import { ORDER_STATUSES } from "./order-constants";

export * from "./order-constants";

/** An order entry as an order shows it: how much of it can still be cancelled or returned. */
export const AmendableOrderEntry = OrderEntry.extend({
  /** Units the customer may still cancel (0 once shipped or already cancelled). */
  cancellableQuantity: z.number().optional(),
  /** Units the customer may still return. */
  returnableQuantity: z.number().optional(),
  /** Units cancelled so far. */
  cancelledQuantity: z.number().optional(),
});

export const ConsignmentEntry = z.object({
  orderEntry: OrderEntry,
  quantity: z.number(),
  /** Units that left with the consignment (set once it shipped). */
  shippedQuantity: z.number().optional(),
});

export const Consignment = z.object({
  /** `{orderCode}_{n}`; shown to shoppers as n + 1. */
  code: z.string(),
  status: z.string(),
  statusDisplay: z.string().optional(),
  /** When the consignment reached its current status (ISO 8601). */
  statusDate: z.string().optional(),
  /** The carrier's tracking number, once shipped. */
  trackingID: z.string().optional(),
  carrierDetails: z.object({ code: z.string(), name: z.string() }).optional(),
  deliveryPointOfService: PointOfService.optional(),
  entries: z.array(ConsignmentEntry).optional(),
});
export type Consignment = z.infer<typeof Consignment>;

/** GET users/{u}/orders/{code}/consignments/{consignmentCode}/tracking (account spec §2.16). */
export const ConsignmentTracking = z.object({
  carrierDetails: z.object({ code: z.string(), name: z.string() }).optional(),
  trackingID: z.string().optional(),
  /** The carrier's page for this parcel, when the carrier has one. */
  trackingUrl: z.string().optional(),
  /** When the consignment shipped (ISO 8601). */
  shippedDate: z.string().optional(),
  targetArrivalDate: z.string().optional(),
  trackingEvents: z.array(
    z.object({
      eventDate: z.string(),
      referenceCode: z.string().optional(),
      detail: z.string(),
      location: z.string().optional(),
    }),
  ),
});
export type ConsignmentTracking = z.infer<typeof ConsignmentTracking>;

/** One step of an order's history: what changed, when, by whom (customer, staff or the shop's own jobs), why. */
export const OrderHistoryEvent = z.object({
  date: z.string(),
  /** The new order or consignment status. */
  status: z.string(),
  statusDisplay: z.string(),
  /** Set when the step concerns one consignment. */
  consignmentCode: z.string().optional(),
  actor: z.enum(["customer", "staff", "system"]),
  /** Shown to the customer (e.g. the cancellation reason); staff notes stay in the staff API. */
  reason: z.string().optional(),
});
export type OrderHistoryEvent = z.infer<typeof OrderHistoryEvent>;

export const Order = z.object({
  code: z.string(),
  guid: z.string(),
  status: z.enum(ORDER_STATUSES).optional(),
  statusDisplay: z.string().optional(),
  created: z.string().optional(),
  guestCustomer: z.boolean().optional(),
  replenishmentOrderCode: z.string().optional(),
  user: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  entries: z.array(AmendableOrderEntry).optional(),
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
  /**
   * How the total is paid when loyalty points pay all or part of it (issue 21): the points' part ('loyalty-point')
   * and the card's part ('card', when a card pays the rest). Absent for orders paid one way only.
   */
  paymentParts: z
    .array(z.object({ paymentMode: z.object({ code: z.string(), name: z.string().optional() }), amount: Price }))
    .optional(),
  appliedOrderPromotions: z.array(PromotionResult).optional(),
  appliedProductPromotions: z.array(PromotionResult).optional(),
  appliedVouchers: z.array(z.object({ voucherCode: z.string() })).optional(),
  consignments: z.array(Consignment).optional(),
  /** Entries (or the rest of their quantity) not in any consignment: none today, every order ships whole. */
  unconsignedEntries: z.array(OrderEntry).optional(),
  /** The customer may still cancel (part of) the order: nothing has left the warehouse or been handed over. */
  cancellable: z.boolean().optional(),
  /** The customer may return (part of) the order. */
  returnable: z.boolean().optional(),
  /** The order's return requests (any status), oldest first. */
  returnRequests: z
    .array(
      z.object({
        rma: z.string(),
        status: z.string(),
        statusDisplay: z.string(),
        creationTime: z.string(),
        refundedDate: z.string().optional(),
      }),
    )
    .optional(),
  /** The order's history, oldest first. */
  history: z.array(OrderHistoryEvent).optional(),
  /** The customer's tax registration number printed on the tax invoice. */
  trn: z.string().optional(),
  /** Money given back to the card (the payment ledger's settled refunds), oldest first. */
  refunds: z.array(z.object({ amount: Price, date: z.string() })).optional(),
});
export type Order = z.infer<typeof Order>;

export const OrderHistory = z.object({
  code: z.string(),
  guid: z.string(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  placed: z.string(),
  total: Price,
  /** Units in the order. */
  totalItems: z.number().optional(),
  /** The first entries' products (up to ORDER_THUMBNAILS), for the row's name and thumbnails. */
  entries: z.array(OrderEntry).optional(),
  returnable: z.boolean().optional(),
  /** Consignments with their status and tracking number (the history row links the tracking). */
  consignments: z.array(Consignment.omit({ entries: true })).optional(),
});
export type OrderHistory = z.infer<typeof OrderHistory>;

export const Pagination = z.object({
  currentPage: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalResults: z.number(),
  sort: z.string().optional(),
});
export type Pagination = z.infer<typeof Pagination>;
export const SortOption = z.object({ code: z.string(), name: z.string().optional(), selected: z.boolean() });

export const OrderHistoryList = z.object({
  orders: z.array(OrderHistory),
  sorts: z.array(SortOption).optional(),
  pagination: Pagination,
});
export type OrderHistoryList = z.infer<typeof OrderHistoryList>;

/** POST users/{u}/orders/{code}/cancellation (account spec §7): whole or part of the order. */
export const CancellationRequestEntryInputList = z.object({
  cancellationRequestEntryInputs: z
    .array(z.object({ orderEntryNumber: z.number().int().min(0), quantity: z.number().int().min(1) }))
    .min(1),
});
export type CancellationRequestEntryInputList = z.infer<typeof CancellationRequestEntryInputList>;

/** GET users/{u}/orders/{code}/invoices/tax/download: where the tax invoice PDF can be fetched. */
export const TaxInvoiceDownload = z.object({ displayUrl: z.string() });
export type TaxInvoiceDownload = z.infer<typeof TaxInvoiceDownload>;

/** A tax invoice or credit note of an order (account spec §2.20). */
export const Invoice = z.object({
  invoiceId: z.string(),
  externalSystemId: z.string().optional(),
  createdAt: z.string(),
  netAmount: Price,
  totalAmount: Price,
  /** TAX_INVOICE or CREDIT_NOTE. */
  type: z.string().optional(),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoiceList = z.object({
  invoices: z.array(Invoice),
  pagination: z.object({ page: z.number(), count: z.number(), totalPages: z.number(), totalCount: z.number() }),
  sorts: z.array(SortOption).optional(),
});
export type InvoiceList = z.infer<typeof InvoiceList>;

/** Files staff attached to an order (delivery note, proof of delivery). */
export const OrderAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string().optional(),
  size: z.number().optional(),
  createdAt: z.string().optional(),
});
export const OrderAttachmentList = z.object({ sapAttachments: z.array(OrderAttachment) });
export type OrderAttachmentList = z.infer<typeof OrderAttachmentList>;
