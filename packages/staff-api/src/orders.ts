/** The staff order list, one order with its history, the fulfilment steps' bodies and the printed documents. */
import { ORDER_STATUSES, Order } from "@dukkan/occ/order";
import { z } from "zod";
import { Pagination } from "./audit";

export const STAFF_ORDER_SORTS = ["placed-desc", "placed-asc", "total-desc", "total-asc"] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];

const OrderStatusName = z.enum(ORDER_STATUSES);

/** A query parameter given once or repeated (`status=CREATED&status=PROCESSING`), read as a list. */
const repeatable = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(20)])
    .optional()
    .transform((value): z.output<T>[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const StaffOrderFilter = z.object({
  status: repeatable(OrderStatusName).describe("Any of these statuses; repeat the parameter for several"),
  /** Placed on or after (ISO 8601). */
  from: z.coerce.date().optional().describe("Placed on or after (ISO 8601)"),
  /** Placed before (ISO 8601). */
  to: z.coerce.date().optional().describe("Placed before (ISO 8601)"),
  area: z.string().trim().min(1).max(100).optional().describe("Delivery area isocode, e.g. AE-DU-MARINA"),
  emirate: z.string().trim().min(1).max(20).optional().describe("Region isocode of the delivery address, e.g. AE-DU"),
  paymentMode: z.string().trim().min(1).max(50).optional().describe("Payment mode code, e.g. card or cod"),
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("An order code, or part of the customer's e-mail, name or phone"),
  sort: z.enum(STAFF_ORDER_SORTS).default("placed-desc"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** The parsed filter (what the API works with). */
export type StaffOrderFilter = z.output<typeof StaffOrderFilter>;
/** The query a client sends. */
export type StaffOrderQuery = z.input<typeof StaffOrderFilter>;

export const StaffOrderRow = z.object({
  code: z.string(),
  status: z.string(),
  placed: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable().describe("The delivery address's name"),
  area: z.string().nullable().describe("Delivery area isocode (null for a pick-up order without one)"),
  emirate: z.string().nullable().describe("Region isocode of the delivery address"),
  totalPriceFils: z.number(),
  paymentMode: z.string(),
  consignments: z.array(z.object({ code: z.string(), status: z.string(), version: z.number() })),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

export const StaffOrderList = z.object({ orders: z.array(StaffOrderRow), pagination: Pagination });
export type StaffOrderList = z.infer<typeof StaffOrderList>;

export const StaffOrderEvent = z.object({
  at: z.string(),
  kind: z.string(),
  consignmentCode: z.string().optional(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffOrderEvent = z.infer<typeof StaffOrderEvent>;

export const StaffOrder = z.object({ order: Order, events: z.array(StaffOrderEvent) });
export type StaffOrder = z.infer<typeof StaffOrder>;

export const StaffOrderParams = z.object({ code: z.string().min(1).max(100) });
export const StaffConsignmentParams = StaffOrderParams.extend({ consignmentCode: z.string().min(1).max(100) });

/** An optional note kept in the order's history with a step. */
export const StaffStepReason = z.object({ reason: z.string().trim().min(1).max(500).optional() }).default({});
export type StaffStepReason = z.input<typeof StaffStepReason>;

/** The API narrows `carrierCode` to the shop's carriers (aramex, dhl-express-uae, emirates-post, …). */
export const StaffShip = z.object({
  carrierCode: z.string().min(1).max(50),
  trackingId: z.string().trim().min(1).max(100),
  targetArrivalDate: z.coerce.date().optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type StaffShip = z.input<typeof StaffShip>;

export const StaffTrackingEvent = z.object({
  eventDate: z.coerce.date(),
  /** One text for both languages, or each language's own. */
  detail: z.union([
    z.string().trim().min(1).max(500),
    z.object({ en: z.string().trim().min(1).max(500), ar: z.string().trim().min(1).max(500).optional() }),
  ]),
  location: z.string().trim().min(1).max(200).optional(),
  referenceCode: z.string().trim().min(1).max(100).optional(),
});
export type StaffTrackingEvent = z.input<typeof StaffTrackingEvent>;

/** GET /pick-list.pdf?orders=00000012,00000013 */
export const PickListQuery = z.object({
  orders: z
    .string()
    .min(1)
    .max(2_000)
    .transform((list) => [
      ...new Set(
        list
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1).max(100))
    .describe("Order codes separated by commas (at most 100)"),
});

/** One of the order's tax invoice or credit notes, as staff list them. */
export const StaffInvoice = z.object({
  invoiceNumber: z.string(),
  type: z.enum(["TAX_INVOICE", "CREDIT_NOTE"]),
  createdAt: z.string(),
  totalFils: z.number().int().describe("VAT included"),
  vatFils: z.number().int(),
  pdfPath: z.string().describe("The PDF's path under /admin/v1"),
});
export type StaffInvoice = z.infer<typeof StaffInvoice>;
export const StaffInvoiceList = z.object({ invoices: z.array(StaffInvoice) });
export type StaffInvoiceList = z.infer<typeof StaffInvoiceList>;
export const StaffInvoiceParams = StaffOrderParams.extend({ invoiceNumber: z.string().min(1).max(100) });
