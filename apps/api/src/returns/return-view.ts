/**
 * The OCC JSON of a return request (account spec §7 "Return request"), localised. Lines show the order's own
 * snapshot (names and prices when it was placed) with today's pictures when the catalogue still has the product.
 */
import { apiText } from "@dukkan/i18n/api";
import { occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import type { OrderEntry } from "@dukkan/occ/cart";
import type { ReturnRequest } from "@dukkan/occ/returns";
import { cartCode } from "../cart/cart-service.js";
import { localize } from "../language/localized.js";
import type { orderEntries } from "../orders/orders.tables.js";
import { isReturnReason, returnReason } from "./return-reasons.js";
import { returnCancellable } from "./return-state-machine.js";
import type { returnRequestAttachments, returnRequestEntries, returnRequests } from "./returns.tables.js";

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnEntryRow = typeof returnRequestEntries.$inferSelect;
export type ReturnAttachmentRow = typeof returnRequestAttachments.$inferSelect;
/** What a request shows of its order's lines (the snapshot when it was placed) and counts for `complete`. */
export type ReturnedOrderEntry = Pick<
  typeof orderEntries.$inferSelect,
  "entryNumber" | "productCode" | "name" | "quantity" | "cancelledQuantity" | "basePriceFils" | "totalPriceFils"
>;

export interface LoadedReturn {
  request: ReturnRow;
  entries: ReturnEntryRow[];
  attachments: ReturnAttachmentRow[];
  orderEntries: ReturnedOrderEntry[];
  /** Whether every unit of the order that was not cancelled is in this request. */
  complete: boolean;
  creditNoteNumber: string | null;
}

/**
 * The rma of a request: `R` and its id zero-padded to 8 digits (decision 0068). Return requests count from 1 like
 * orders do, so the bare number (the format before) was also an order number: return 00000012 and order 00000012
 * were different things that read the same. The letter tells them apart on every page, e-mail and search.
 */
export const rmaOf = (id: number) => `${RMA_PREFIX}${cartCode(id)}`;
const RMA_PREFIX = "R";

const MAX_ID = 2_147_483_647;
/** An rma as shown (R00000012), or the bare number of a link from before the letter (00000012): the same request. */
const RMA = /^R?(\d{1,10})$/i;

/** The request's id in an rma, or null when it cannot be one. */
export function returnIdOf(rma: string): number | null {
  const digits = RMA.exec(rma)?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return id > 0 && id <= MAX_ID ? id : null;
}

export const returnStatusDisplay = (status: ReturnRow["status"], language: Language) =>
  apiText(language, `returns.status.${status}`);

export function renderReturn(
  loaded: LoadedReturn,
  products: ReadonlyMap<string, Record<string, unknown>>,
  language: Language,
): ReturnRequest {
  const { request } = loaded;
  const money = (fils: number) => occPrice(fils, language, CURRENCY);
  const rma = rmaOf(request.id);
  const linesFils = loaded.entries.reduce((sum, line) => sum + line.refundFils, 0);
  const returnEntries = loaded.entries.map((line) => {
    const entry = loaded.orderEntries.find((candidate) => candidate.entryNumber === line.entryNumber);
    const product = {
      ...(entry ? (products.get(entry.productCode) ?? {}) : {}),
      code: entry?.productCode ?? "",
      name: localize(entry?.name, language) ?? "",
    } as OrderEntry["product"];
    return {
      orderEntry: {
        entryNumber: line.entryNumber,
        quantity: entry?.quantity ?? line.quantity,
        basePrice: money(entry?.basePriceFils ?? 0),
        totalPrice: money(entry?.totalPriceFils ?? 0),
        product,
      },
      expectedQuantity: line.quantity,
      ...(line.receivedQuantity !== null ? { receivedQuantity: line.receivedQuantity } : {}),
      refundAmount: money(line.refundFils),
    };
  });
  return {
    rma,
    code: rma,
    status: request.status,
    statusDisplay: returnStatusDisplay(request.status, language),
    creationTime: request.createdAt.toISOString(),
    cancellable: returnCancellable(request.status),
    order: { code: cartCode(request.orderId) },
    ...(request.reasonCode && isReturnReason(request.reasonCode)
      ? { reason: returnReason(request.reasonCode, language) }
      : {}),
    ...(request.status === "REJECTED" && request.staffMessage ? { rejectionMessage: request.staffMessage } : {}),
    attachments: loaded.attachments.map((file) => ({
      id: file.id,
      name: file.fileName,
      realFileName: file.fileName,
      mimeType: file.mimeType,
      size: file.sizeBytes,
    })),
    returnEntries,
    subTotal: money(linesFils),
    orderGlobalDiscounts: money(Math.max(0, linesFils - request.refundFils)),
    deliveryCost: money(0),
    refundDeliveryCost: false,
    returnCharge: money(0),
    completeReturn: loaded.complete,
    totalPrice: money(request.refundFils),
    totalRefundAmount: money(request.refundFils),
    totalTax: money(request.taxFils),
    ...(request.refundMethod ? { refundMethod: request.refundMethod } : {}),
    ...(request.refundedAt ? { refundedDate: request.refundedAt.toISOString() } : {}),
    ...(loaded.creditNoteNumber ? { creditNote: { invoiceId: loaded.creditNoteNumber } } : {}),
  };
}
