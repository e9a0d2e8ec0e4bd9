/**
 * The UAE tax credit note of a cancellation as a PDF, in the tax invoice's layout (tax-invoice-pdf.ts): seller
 * with TRN, the credit note's number and date, the original tax invoice's number and date, the customer and
 * addresses as the invoice printed them, the cancelled lines (units cancelled, unit price, net, VAT 5%, total),
 * then the amount credited. Labels in English and Arabic; the order's own texts in the order's language.
 */
import type { Order } from "@dukkan/occ/order";
import type { ShopConfig } from "../config.js";
import type { CancelledEntry } from "../orders/orders.tables.js";
import { invoiceLines, splitVat, type InvoiceLine } from "./invoice-amounts.js";
import {
  componentLabel,
  documentDate,
  drawHeader,
  drawLine,
  drawParties,
  drawTableHeader,
  drawTotalRows,
  InvoiceCanvas,
  label,
  pdfDocument,
  type InvoiceLabel,
  type IssuedDocument,
  type TotalRow,
} from "./tax-invoice-pdf.js";

/** What a cancellation took off the order, as `order_cancellations` holds it. */
export interface CreditedCancellation {
  code: string;
  entries: readonly CancelledEntry[];
  /** What the order's total fell by (VAT included), and the VAT in it. */
  amountFils: number;
  taxFils: number;
  deliveryRefundFils: number;
  reason: string | null;
}

export interface CreditNoteInput {
  /** The order as its tax invoice printed it. */
  order: Order;
  creditNote: IssuedDocument;
  original: IssuedDocument;
  cancellation: CreditedCancellation;
}

/** The cancelled lines: the invoice's line (name, code, unit price) with the cancelled units and their amount. */
export function creditedLines(order: Order, entries: readonly CancelledEntry[]): InvoiceLine[] {
  const lines = new Map(invoiceLines(order, componentLabel).map((line) => [line.entryNumber, line]));
  return entries.map((entry) => {
    const line = lines.get(entry.entryNumber);
    return {
      entryNumber: entry.entryNumber,
      code: line?.code ?? "",
      name: line?.name ?? `#${entry.entryNumber}`,
      quantity: entry.quantity,
      unitPriceFils: line?.unitPriceFils ?? 0,
      details: line?.details ?? [],
      ...splitVat(entry.amountFils),
    };
  });
}

/**
 * The totals: the lines, what delivery gave back, and the difference the order's promotions and vouchers made
 * when they were recomputed on what remains (so the rows add up to the amount the order's total fell by).
 */
function creditTotals(lines: readonly InvoiceLine[], cancellation: CreditedCancellation): TotalRow[] {
  const goodsFils = lines.reduce((sum, line) => sum + line.grossFils, 0);
  const adjustmentFils = cancellation.amountFils - goodsFils - cancellation.deliveryRefundFils;
  return [
    { label: "goods", split: splitVat(goodsFils) },
    ...(adjustmentFils !== 0 ? [{ label: "adjustment" as const, amount: adjustmentFils }] : []),
    ...(cancellation.deliveryRefundFils > 0
      ? [{ label: "deliveryRefund" as const, split: splitVat(cancellation.deliveryRefundFils) }]
      : []),
    { label: "totalNet", amount: cancellation.amountFils - cancellation.taxFils },
    { label: "totalVat", amount: cancellation.taxFils },
    { label: "totalCredited", amount: cancellation.amountFils, bold: true },
  ];
}

/** Renders the credit note to PDF bytes; `language` is the order's. */
export function renderCreditNote(input: CreditNoteInput, shop: ShopConfig, language: "en" | "ar"): Promise<Buffer> {
  const { order, creditNote, original, cancellation } = input;
  const { doc, done } = pdfDocument(`${label("creditNoteTitle", "en")} ${creditNote.number}`, shop, language);
  const canvas = new InvoiceCanvas(doc);
  const facts: [InvoiceLabel, string][] = [
    ["creditNoteNumber", creditNote.number],
    ["creditNoteDate", documentDate(creditNote.date, language)],
    ["originalInvoice", original.number],
    ["originalInvoiceDate", documentDate(original.date, language)],
    ["orderCode", `${order.code} (${cancellation.code})`],
    ...(cancellation.reason ? [["reason", cancellation.reason] as [InvoiceLabel, string]] : []),
  ];
  drawHeader(canvas, shop, "creditNoteTitle", facts);
  drawParties(canvas, order);
  drawTableHeader(canvas);
  const lines = creditedLines(order, cancellation.entries);
  for (const line of lines) drawLine(canvas, line);
  drawTotalRows(canvas, creditTotals(lines, cancellation));
  doc.end();
  return done;
}
