/**
 * The UAE tax invoice of an order as a PDF (pdfkit): seller with TRN, invoice number (the order code) and
 * date, the customer (with their TRN when given), delivery and billing addresses, the lines with quantity,
 * unit price, net amount, VAT 5% and total, then delivery, discounts and the totals in AED, and under them the
 * parts paid with loyalty points and by card when points paid some. Labels are printed
 * in English and Arabic; the order's own texts (product names, addresses) come in the order's language.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { apiMessages, apiText } from "@dukkan/i18n/api";
import PDFDocument from "pdfkit";
import { toFils } from "@dukkan/money";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import type { Order } from "@dukkan/occ/order";
import type { ShopConfig } from "../config.js";
import { visualRuns, wrapWords, type RunFont } from "./bidi-text.js";
import { invoiceLines, invoiceTotals, type InvoiceLine, type VatSplit } from "./invoice-amounts.js";
import { billingLines, customerName, deliveryFacts, paymentText } from "./order-facts.js";

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
export const GREY = "#555555";
const RULE = "#bbbbbb";

/** Noto Naskh Arabic (OFL) from the @embedpdf/fonts-arabic package: the Arabic letters of the invoice. */
function arabicFonts(): { regular: Buffer; bold: Buffer } {
  const packageMain = createRequire(import.meta.url).resolve("@embedpdf/fonts-arabic");
  const font = (file: string) => readFileSync(new URL(`../fonts/${file}`, `file://${packageMain}`));
  return { regular: font("NotoNaskhArabic-Regular.ttf"), bold: font("NotoNaskhArabic-Bold.ttf") };
}
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right";
}

/**
 * Text drawn left to right as separate bidi paragraphs, so an English label, an Arabic label and a number
 * each keep their own direction ("VAT 5%", " / ", "ضريبة 5%") instead of being reordered as one sentence.
 */
export type Segments = string | readonly string[];
const runsOf = (text: Segments) => (typeof text === "string" ? [text] : text).flatMap((part) => visualRuns(part));

/** Draws mixed Arabic/Latin text run by run (see bidi-text.ts) and keeps track of the vertical position. */
export class InvoiceCanvas {
  y: number = PAGE.margin;

  constructor(readonly doc: PDFKit.PDFDocument) {
    fonts ??= arabicFonts();
    doc.registerFont("arabic", fonts.regular);
    doc.registerFont("arabic-Bold", fonts.bold);
  }

  private useFont(font: RunFont, style: TextStyle): void {
    const name = font === "arabic" ? "arabic" : "Helvetica";
    this.doc.font(style.bold ? `${name}-Bold` : name).fontSize(style.size ?? 9);
  }

  width(text: Segments, style: TextStyle = {}): number {
    return runsOf(text).reduce((sum, run) => {
      this.useFont(run.font, style);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** One line at (x, y) within `width`, aligned left or right. */
  line(text: Segments, x: number, y: number, width: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    let cursor = style.align === "right" ? x + width - this.width(text, style) : x;
    this.doc.fillColor(style.color ?? "black");
    for (const run of runsOf(text)) {
      this.useFont(run.font, style);
      // Naskh sits lower and taller than Helvetica at the same size: lift it onto the same baseline.
      const lift = run.font === "arabic" ? size * 0.35 : 0;
      this.doc.text(run.text, cursor, y - lift, { lineBreak: false });
      cursor += this.doc.widthOfString(run.text);
    }
  }

  /** Wrapped text; returns the height used. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const lineHeight = (style.size ?? 9) * 1.45;
    const lines = wrapWords(text, width, (candidate) => this.width(candidate, style));
    lines.forEach((line, index) => this.line(line, x, y + index * lineHeight, width, style));
    return lines.length * lineHeight;
  }

  rule(y: number, color = RULE): void {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  /** Starts a new page when fewer than `needed` points are left. */
  ensureRoom(needed: number): boolean {
    if (this.y + needed <= BOTTOM) return false;
    this.doc.addPage({ size: "A4", margin: PAGE.margin });
    this.y = PAGE.margin;
    return true;
  }
}

/** "1,234.50": amounts without the currency, which the headings name once. */
export function formatAmount(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const absolute = Math.abs(fils);
  const dirhams = Math.floor(absolute / 100).toLocaleString("en-US");
  return `${sign}${dirhams}.${String(absolute % 100).padStart(2, "0")}`;
}

/** A label of the tax invoice, which prints each in English and Arabic. */
export type InvoiceLabel = keyof (typeof apiMessages)["en"]["taxInvoice"];
export const label = (name: InvoiceLabel, language: "en" | "ar") => apiText(language, `taxInvoice.${name}`);
export const bilingual = (name: InvoiceLabel) => [label(name, "en"), " / ", label(name, "ar")];

/** A document's date: a day in the UAE's time zone. */
export function documentDate(date: Date, language: "en" | "ar"): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  }).format(date);
}

/** The number and date a document was issued under (an `invoices` row). */
export interface IssuedDocument {
  number: string;
  date: Date;
}

/**
 * The seller on the left, the title (English over Arabic) on the right, then the document's facts, the first
 * one (its number) in bold.
 */
export function drawHeader(
  canvas: InvoiceCanvas,
  shop: ShopConfig,
  title: InvoiceLabel,
  facts: readonly (readonly [InvoiceLabel, string])[],
): void {
  const half = CONTENT_WIDTH / 2;
  const left = PAGE.margin;
  canvas.line(label(title, "en"), left + half, canvas.y, half, { size: 20, bold: true, align: "right" });
  canvas.line(label(title, "ar"), left + half, canvas.y + 26, half, { size: 16, bold: true, align: "right" });
  canvas.line(shop.legalName, left, canvas.y, half, { size: 12, bold: true });
  let sellerY = canvas.y + 18;
  sellerY += canvas.paragraph(shop.address, left, sellerY, half - 10, { color: GREY });
  canvas.line([...bilingual("trn"), ": ", shop.trn], left, sellerY, half, { bold: true });
  canvas.y = Math.max(sellerY + 14, canvas.y + 56) + 8;

  facts.forEach(([name, value], index) => {
    canvas.line(bilingual(name), left, canvas.y, 200, { color: GREY });
    canvas.line(value, left + 200, canvas.y, CONTENT_WIDTH - 200, { bold: index === 0 });
    canvas.y += 14;
  });
  canvas.y += 6;
  canvas.rule(canvas.y);
  canvas.y += 10;
}

export function drawParties(canvas: InvoiceCanvas, order: Order): void {
  const column = CONTENT_WIDTH / 3;
  const delivery = deliveryFacts(order);
  const email = order.paymentInfo?.billingAddress?.email ?? order.deliveryAddress?.email;
  const customer: Segments[] = [
    customerName(order),
    email ?? "",
    order.trn ? [...bilingual("trn"), ": ", order.trn] : "",
  ];
  const blocks: [InvoiceLabel, Segments[]][] = [
    ["customer", customer],
    [delivery.pickUp ? "pickUpAt" : "deliverTo", delivery.lines],
    ["billTo", billingLines(order)],
  ];
  let lowest = canvas.y;
  blocks.forEach(([label, lines], index) => {
    const x = PAGE.margin + index * column;
    let y = canvas.y;
    canvas.line(bilingual(label), x, y, column - 10, { bold: true });
    y += 14;
    for (const text of lines.filter((segments) => segments.length > 0)) {
      if (typeof text === "string") y += canvas.paragraph(text, x, y, column - 12);
      else {
        canvas.line(text, x, y, column - 12);
        y += 13;
      }
    }
    lowest = Math.max(lowest, y);
  });
  canvas.y = lowest + 10;
}

/** Column layout of the lines table: x offset from the margin, width, alignment. */
export const COLUMNS = [
  { key: "description", x: 0, width: 215, align: "left" },
  { key: "quantity", x: 215, width: 40, align: "right" },
  { key: "unitPrice", x: 255, width: 65, align: "right" },
  { key: "net", x: 320, width: 65, align: "right" },
  { key: "vat", x: 385, width: 60, align: "right" },
  { key: "lineTotal", x: 445, width: CONTENT_WIDTH - 445, align: "right" },
] as const;

export function drawTableHeader(canvas: InvoiceCanvas): void {
  canvas.doc
    .rect(PAGE.margin, canvas.y - 4, CONTENT_WIDTH, 30)
    .fillColor("#f0f0f0")
    .fill();
  for (const column of COLUMNS) {
    const x = PAGE.margin + column.x;
    canvas.line(label(column.key, "en"), x, canvas.y, column.width, { bold: true, align: column.align, size: 8 });
    canvas.line(label(column.key, "ar"), x, canvas.y + 13, column.width, { align: column.align, size: 8 });
  }
  canvas.y += 32;
}

export function drawLine(canvas: InvoiceCanvas, line: InvoiceLine): void {
  const description = COLUMNS[0];
  const details = [line.code, ...line.details.map((detail) => `• ${detail}`)];
  const measureHeight = () =>
    [line.name, ...details].reduce(
      (height, text) => height + wrapWords(text, description.width - 6, (t) => canvas.width(t)).length * 13,
      0,
    );
  const height = measureHeight();
  if (canvas.ensureRoom(height + 6)) drawTableHeader(canvas);
  const top = canvas.y;
  let y = top;
  y += canvas.paragraph(line.name, PAGE.margin, y, description.width - 6);
  for (const detail of details) {
    y += canvas.paragraph(detail, PAGE.margin + 8, y, description.width - 14, { size: 8, color: GREY });
  }
  const values = [
    String(line.quantity),
    formatAmount(line.unitPriceFils),
    formatAmount(line.netFils),
    formatAmount(line.vatFils),
    formatAmount(line.grossFils),
  ];
  COLUMNS.slice(1).forEach((column, index) =>
    canvas.line(values[index]!, PAGE.margin + column.x, top, column.width, { align: "right" }),
  );
  canvas.y = Math.max(y, top + 13) + 4;
  canvas.rule(canvas.y - 2, "#e2e2e2");
}

/** A row of the totals block: a VAT split (net, VAT, total columns) or one amount in the total column. */
export interface TotalRow {
  label: InvoiceLabel;
  split?: VatSplit;
  amount?: number;
  bold?: boolean;
}

/** The totals block under the lines, then the VAT note in both languages. */
export function drawTotalRows(canvas: InvoiceCanvas, rows: readonly TotalRow[]): void {
  canvas.ensureRoom(rows.length * 16 + 40);
  canvas.y += 6;
  const [, , , net, vat, total] = COLUMNS;
  for (const row of rows) {
    const style = { bold: row.bold ?? false, size: row.bold ? 10 : 9 };
    if (row.bold) {
      canvas.rule(canvas.y - 4, "black");
    }
    canvas.line(bilingual(row.label), PAGE.margin + 100, canvas.y, net.x - 110, { ...style, align: "right" });
    if (row.split) {
      canvas.line(formatAmount(row.split.netFils), PAGE.margin + net.x, canvas.y, net.width, {
        ...style,
        align: "right",
      });
      canvas.line(formatAmount(row.split.vatFils), PAGE.margin + vat.x, canvas.y, vat.width, {
        ...style,
        align: "right",
      });
      canvas.line(formatAmount(row.split.grossFils), PAGE.margin + total.x, canvas.y, total.width, {
        ...style,
        align: "right",
      });
    } else {
      canvas.line(formatAmount(row.amount ?? 0), PAGE.margin + total.x, canvas.y, total.width, {
        ...style,
        align: "right",
      });
    }
    canvas.y += row.bold ? 18 : 15;
  }
  canvas.y += 10;
  canvas.line(label("vatNote", "en"), PAGE.margin, canvas.y, CONTENT_WIDTH, { size: 8, color: GREY });
  canvas.line(label("vatNote", "ar"), PAGE.margin, canvas.y + 13, CONTENT_WIDTH, { size: 8, color: GREY });
}

function drawTotals(canvas: InvoiceCanvas, order: Order, lines: InvoiceLine[]): void {
  const totals = invoiceTotals(order, lines);
  drawTotalRows(canvas, [
    { label: "goods", split: totals.goods },
    ...(totals.discountFils > 0 ? [{ label: "discount" as const, amount: -totals.discountFils }] : []),
    { label: "delivery", split: totals.delivery },
    { label: "totalNet", amount: totals.total.netFils },
    { label: "totalVat", amount: totals.total.vatFils },
    { label: "total", amount: totals.total.grossFils, bold: true },
    ...paymentPartRows(order),
  ]);
}

/**
 * Under the total, what each means of payment paid of it when points paid some (decision 0065). Points are a means
 * of payment, not a discount: the total and its VAT above stay those of the whole order.
 */
function paymentPartRows(order: Order): TotalRow[] {
  return (order.paymentParts ?? []).map((part) => ({
    label: part.paymentMode.code === PAYMENT_MODE_CODES.loyaltyPoint ? "paidWithPoints" : "paidByCard",
    amount: toFils(part.amount.value),
  }));
}

/** "Kit component × 2" under a kit's line. */
export const componentLabel = (name: string, quantity: number) => `${name} × ${quantity}`;

/** An A4 document and the promise of its bytes once `doc.end()` was called. */
export function pdfDocument(title: string, shop: ShopConfig, language: "en" | "ar") {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: language === "ar" ? "ar-AE" : "en-AE",
    info: { Title: title, Author: shop.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/**
 * Renders the tax invoice of `order` (an OCC order rendered in `language`) to PDF bytes, under the number and
 * date it was issued with (without one, as before invoices were numbered: the order code and placing date).
 */
export function renderTaxInvoice(
  order: Order,
  shop: ShopConfig,
  language: "en" | "ar",
  issued?: IssuedDocument,
): Promise<Buffer> {
  const number = issued?.number ?? order.code;
  const { doc, done } = pdfDocument(`${label("title", "en")} ${number}`, shop, language);
  const canvas = new InvoiceCanvas(doc);
  const date = issued?.date ?? (order.created ? new Date(order.created) : new Date());
  drawHeader(canvas, shop, "title", [
    ["invoiceNumber", number],
    ["invoiceDate", documentDate(date, language)],
    ["payment", paymentText(order)],
  ]);
  drawParties(canvas, order);
  drawTableHeader(canvas);
  const lines = invoiceLines(order, componentLabel);
  for (const line of lines) drawLine(canvas, line);
  drawTotals(canvas, order, lines);
  doc.end();
  return done;
}
