/**
 * An order's tax invoice and credit notes (account spec §2.20, §7 Orders; decision 0040).
 * - The tax invoice is issued in the transaction that places the order (invoice-numbering.ts). Orders placed
 *   before invoices were numbered get theirs on the first read that needs it, under a lock on the order.
 * - A credit note is issued for each cancellation on the first occasion that needs it: the cancellation's
 *   notification (which attaches it), the `invoice.credit-note` job, or the first read of the order's invoices.
 *   All go through `creditNoteFor`, which locks the cancellation, so it is issued once. A refunded return request
 *   gets one the same way (`creditNoteForReturn`, locking the request), for the amount refunded.
 * Only the order's owner reads its documents (OrderService.findOwned: a foreign order answers like an unknown one).
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import type { Invoice, InvoiceList, Order, TaxInvoiceDownload } from "@dukkan/occ/order";
import { INVOICE_SORTS } from "@dukkan/occ/order";
import { cartCode, type Executor } from "../cart/cart-service.js";
import type { ShopConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import type { RequestContext } from "../occ/request-context.js";
import type { OrderRecord, OrderService } from "../orders/order-service.js";
import { orderCancellations, orders } from "../orders/orders.tables.js";
import { returnRequestEntries, returnRequests } from "../returns/returns.tables.js";
import { renderCreditNote, type CreditedCancellation } from "./credit-note-pdf.js";
import { issueTaxInvoice, takeInvoiceNumber } from "./invoice-numbering.js";
import { invoices } from "./invoices.tables.js";
import { renderTaxInvoice } from "./tax-invoice-pdf.js";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
type CancellationRow = typeof orderCancellations.$inferSelect;

/** Spec §9: invoices are listed 5 to a page, by invoice number. */
export const INVOICE_PAGE_SIZE = 5;
export const DEFAULT_INVOICE_SORT: InvoiceSort = "byInvoiceIdAsc";

/** The job that issues a cancellation's credit note (payload `{cancellationId}`). */
export const CREDIT_NOTE_JOB = "invoice.credit-note";

export interface InvoiceServiceOptions {
  db: Database;
  orders: OrderService;
  shop: ShopConfig;
  now: () => Date;
}

/** A document and its PDF. */
export interface InvoicePdf {
  invoice: InvoiceRow;
  filename: string;
  content: Buffer;
}

/** The invoice number sorts as written (INV-2026-000123): byte order, whatever the database's collation. */
const byNumber = sql`${invoices.number} collate "C"`;
const SORT_ORDER: Record<InvoiceSort, SQL[]> = {
  byCreatedAtAsc: [asc(invoices.createdAt), asc(invoices.id)],
  byCreatedAtDesc: [desc(invoices.createdAt), desc(invoices.id)],
  byInvoiceIdAsc: [asc(byNumber)],
  byInvoiceIdDesc: [desc(byNumber)],
  byNetAmountAsc: [asc(invoices.netFils), asc(byNumber)],
  byNetAmountDesc: [desc(invoices.netFils), asc(byNumber)],
  byTotalAmountAsc: [asc(invoices.totalFils), asc(byNumber)],
  byTotalAmountDesc: [desc(invoices.totalFils), asc(byNumber)],
};

/** An invoice the order does not have answers like an unknown one (400 UnknownIdentifierError). */
export const invoiceNotFound = (invoiceId: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: invoiceId.slice(0, 100),
      subjectType: "invoice",
      message: `Invoice ${invoiceId.slice(0, 100)} not found for this order`,
    },
  ]);

export class InvoiceService {
  private readonly db: Database;

  constructor(private readonly options: InvoiceServiceOptions) {
    this.db = options.db;
  }

  /** The order's tax invoice, issued now for an order placed before invoices were numbered; null until placed. */
  async taxInvoiceOf(order: OrderRecord): Promise<InvoiceRow | null> {
    if (!order.placedAt) return null;
    const issued = await this.taxInvoiceRow(this.db, order.id);
    if (issued) return issued;
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      const again = await this.taxInvoiceRow(tx, order.id);
      if (again || !locked) return again;
      const cancellations = await tx.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id));
      const current = await this.options.orders.documentJson(tx, { ...locked, code: order.code });
      const document = asPlaced(current, cancellations, locked.language as Language);
      return issueTaxInvoice(tx, locked, document, this.options.now());
    });
  }

  /** The credit note of a cancellation, issued now if it was not yet; null for an unknown cancellation. */
  async creditNoteFor(cancellationId: number): Promise<InvoiceRow | null> {
    const [issued] = await this.db.select().from(invoices).where(eq(invoices.cancellationId, cancellationId));
    if (issued) return issued;
    const [cancellation] = await this.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.id, cancellationId));
    if (!cancellation) return null;
    const order = await this.options.orders.findByCode(cartCode(cancellation.orderId));
    const taxInvoice = order ? await this.taxInvoiceOf(order) : null;
    if (!taxInvoice) return null;
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: orderCancellations.id })
        .from(orderCancellations)
        .where(eq(orderCancellations.id, cancellationId))
        .for("update");
      const [again] = await tx.select().from(invoices).where(eq(invoices.cancellationId, cancellationId));
      if (again) return again;
      const at = this.options.now();
      const [row] = await tx
        .insert(invoices)
        .values({
          orderId: cancellation.orderId,
          type: "CREDIT_NOTE",
          number: await takeInvoiceNumber(tx, "CREDIT_NOTE", at),
          cancellationId,
          netFils: cancellation.amountFils - cancellation.taxFils,
          vatFils: cancellation.taxFils,
          totalFils: cancellation.amountFils,
          // The credit note prints the order as its tax invoice did.
          document: taxInvoice.document,
          createdAt: at,
        })
        .returning();
      return row!;
    });
  }

  /**
   * The credit note of a refunded return request, issued now if it was not yet; null for a request that is not
   * refunded (or unknown). The lines are the units received, the amount what was refunded.
   */
  async creditNoteForReturn(returnRequestId: number): Promise<InvoiceRow | null> {
    const [issued] = await this.db.select().from(invoices).where(eq(invoices.returnRequestId, returnRequestId));
    if (issued) return issued;
    const [request] = await this.db.select().from(returnRequests).where(eq(returnRequests.id, returnRequestId));
    if (!request || request.status !== "REFUNDED") return null;
    const order = await this.options.orders.findByCode(cartCode(request.orderId));
    const taxInvoice = order ? await this.taxInvoiceOf(order) : null;
    if (!taxInvoice) return null;
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(eq(returnRequests.id, returnRequestId))
        .for("update");
      const [again] = await tx.select().from(invoices).where(eq(invoices.returnRequestId, returnRequestId));
      if (again) return again;
      const at = this.options.now();
      const [row] = await tx
        .insert(invoices)
        .values({
          orderId: request.orderId,
          type: "CREDIT_NOTE",
          number: await takeInvoiceNumber(tx, "CREDIT_NOTE", at),
          returnRequestId,
          netFils: request.refundFils - request.taxFils,
          vatFils: request.taxFils,
          totalFils: request.refundFils,
          document: taxInvoice.document,
          createdAt: at,
        })
        .returning();
      return row!;
    });
  }

  /** Every document the order should have: its tax invoice, a credit note per cancellation and refunded return. */
  async issueMissing(order: OrderRecord): Promise<void> {
    if (!(await this.taxInvoiceOf(order))) return;
    const missing = await this.db
      .select({ id: orderCancellations.id })
      .from(orderCancellations)
      .leftJoin(invoices, eq(invoices.cancellationId, orderCancellations.id))
      .where(and(eq(orderCancellations.orderId, order.id), isNull(invoices.id)))
      .orderBy(orderCancellations.id);
    for (const { id } of missing) await this.creditNoteFor(id);
    const refunded = await this.db
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .leftJoin(invoices, eq(invoices.returnRequestId, returnRequests.id))
      .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, "REFUNDED"), isNull(invoices.id)))
      .orderBy(returnRequests.id);
    for (const { id } of refunded) await this.creditNoteForReturn(id);
  }

  /** GET users/{u}/orders/{code}/invoices: the caller's order's documents, sorted and paged. */
  async list(
    context: Pick<RequestContext, "caller" | "language">,
    orderId: string,
    page: { currentPage: number; pageSize: number; sort: InvoiceSort },
  ): Promise<InvoiceList> {
    const order = await this.options.orders.findOwned(context, orderId);
    await this.issueMissing(order);
    const ofOrder = eq(invoices.orderId, order.id);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(ofOrder)
        .orderBy(...SORT_ORDER[page.sort])
        .limit(page.pageSize)
        .offset(page.currentPage * page.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .where(ofOrder),
    ]);
    const totalCount = counted?.n ?? 0;
    return {
      invoices: rows.map((row) => invoiceJson(row, context.language)),
      pagination: {
        page: page.currentPage,
        count: page.pageSize,
        totalPages: Math.ceil(totalCount / page.pageSize),
        totalCount,
      },
      sorts: INVOICE_SORTS.map((code) => ({ code, selected: code === page.sort })),
    };
  }

  /**
   * GET users/{u}/orders/{code}/invoices/tax/download: the path (relative to the OCC base, under the caller's own
   * user id and order id as they asked) of the tax invoice's download route.
   */
  async taxDownload(
    context: Pick<RequestContext, "caller">,
    userId: string,
    orderId: string,
  ): Promise<TaxInvoiceDownload> {
    const order = await this.options.orders.findOwned(context, orderId);
    const invoice = await this.taxInvoiceOf(order);
    if (!invoice) throw invoiceNotFound("tax");
    return { displayUrl: downloadPath(userId, orderId, invoice.number) };
  }

  /** GET users/{u}/orders/{code}/invoices/{invoiceId}/download: the document's PDF. */
  async download(context: Pick<RequestContext, "caller">, orderId: string, invoiceId: string): Promise<InvoicePdf> {
    const order = await this.options.orders.findOwned(context, orderId);
    await this.issueMissing(order);
    const [invoice] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.number, invoiceId)));
    if (!invoice) throw invoiceNotFound(invoiceId);
    return { invoice, filename: `${invoice.number}.pdf`, content: await this.pdf(invoice) };
  }

  /** The documents of any order (staff): the tax invoice and credit notes by number; undefined for no such order. */
  async ofOrderForStaff(orderCode: string): Promise<InvoiceRow[] | undefined> {
    const order = await this.options.orders.findByCode(orderCode);
    if (!order) return undefined;
    await this.issueMissing(order);
    return this.db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(invoices.number);
  }

  /** The PDF of a document, in the order's language (the language its snapshot was rendered in). */
  async pdf(invoice: InvoiceRow): Promise<Buffer> {
    const [order] = await this.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, invoice.orderId));
    const language: Language = order?.language === "ar" ? "ar" : "en";
    const issued = { number: invoice.number, date: invoice.createdAt };
    if (invoice.type === "TAX_INVOICE") return renderTaxInvoice(invoice.document, this.options.shop, language, issued);
    const cancellation = await this.creditedBy(invoice);
    const original = await this.taxInvoiceRow(this.db, invoice.orderId);
    if (!cancellation || !original) throw new Error(`Credit note ${invoice.number} lost its cancellation or invoice`);
    return renderCreditNote(
      {
        order: invoice.document,
        creditNote: issued,
        original: { number: original.number, date: original.createdAt },
        cancellation,
      },
      this.options.shop,
      language,
    );
  }

  /** What a credit note credits: its cancellation, or its return request's received units and refund. */
  private async creditedBy(invoice: InvoiceRow): Promise<CreditedCancellation | undefined> {
    if (invoice.cancellationId !== null) {
      const [cancellation] = await this.db
        .select()
        .from(orderCancellations)
        .where(eq(orderCancellations.id, invoice.cancellationId));
      return cancellation;
    }
    const [request] = await this.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, invoice.returnRequestId!));
    if (!request) return undefined;
    const lines = await this.db
      .select()
      .from(returnRequestEntries)
      .where(eq(returnRequestEntries.returnRequestId, request.id))
      .orderBy(returnRequestEntries.entryNumber);
    return {
      code: `R${cartCode(request.id)}`,
      entries: lines.map((line) => ({
        entryNumber: line.entryNumber,
        quantity: line.receivedQuantity ?? line.quantity,
        amountFils: line.refundFils,
      })),
      amountFils: request.refundFils,
      taxFils: request.taxFils,
      deliveryRefundFils: 0,
      reason: null,
    };
  }

  private async taxInvoiceRow(db: Executor, orderId: number): Promise<InvoiceRow | null> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.type, "TAX_INVOICE")));
    return row ?? null;
  }
}

/** `users/{u}/orders/{code}/invoices/{invoiceId}/download`, each segment as the caller wrote it, encoded. */
export function downloadPath(userId: string, orderId: string, invoiceNumber: string): string {
  const segment = encodeURIComponent;
  return `users/${segment(userId)}/orders/${segment(orderId)}/invoices/${segment(invoiceNumber)}/download`;
}

export function invoiceJson(row: InvoiceRow, language: Language): Invoice {
  return {
    invoiceId: row.number,
    createdAt: row.createdAt.toISOString(),
    netAmount: occPrice(row.netFils, language, CURRENCY),
    totalAmount: occPrice(row.totalFils, language, CURRENCY),
    type: row.type,
  };
}

/**
 * The order as it was placed, for a tax invoice issued after some of it was cancelled (orders placed before
 * invoices were numbered): each cancellation's amount, VAT and delivery refund added back to the totals. Lines
 * keep their ordered quantities (cancelled units stay counted on the order's entries).
 */
function asPlaced(current: Order, cancellations: readonly CancellationRow[], language: Language): Order {
  const sum = (pick: (row: CancellationRow) => number) => cancellations.reduce((total, row) => total + pick(row), 0);
  const fils = (price: { value: number } | undefined) => Math.round((price?.value ?? 0) * 100);
  const totalFils = fils(current.totalPrice) + sum((row) => row.amountFils);
  const deliveryFils = fils(current.deliveryCost) + sum((row) => row.deliveryRefundFils);
  const price = (value: number) => occPrice(value, language, CURRENCY);
  return {
    ...current,
    totalPrice: price(totalFils),
    totalPriceWithTax: price(totalFils),
    totalTax: price(fils(current.totalTax) + sum((row) => row.taxFils)),
    deliveryCost: price(deliveryFils),
    subTotal: price(totalFils - deliveryFils),
  };
}
