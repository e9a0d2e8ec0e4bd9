/**
 * Warehouse documents (issue 19), drawn with the invoices' bilingual canvas (English and Arabic labels; the
 * order's own texts in its language):
 * - the packing slip of one order: who it goes to, and each line with its quantity, without prices;
 * - the pick list of several orders: their lines grouped by product, the total quantity to pick and which orders
 *   take how many, so one walk through the shelves serves many orders.
 */
import type { Order } from "@dukkan/occ/order";
import type { ShopConfig } from "../../config.js";
import { addressLines, customerName } from "../../invoices/order-facts.js";
import { CONTENT_WIDTH, GREY, InvoiceCanvas, PAGE, pdfDocument } from "../../invoices/tax-invoice-pdf.js";

const LABELS = {
  packingSlip: ["Packing slip", "قائمة التعبئة"],
  pickList: ["Pick list", "قائمة الالتقاط"],
  order: ["Order", "الطلب"],
  placed: ["Placed", "تاريخ الطلب"],
  deliverTo: ["Deliver to", "التوصيل إلى"],
  product: ["Product", "المنتج"],
  quantity: ["Quantity", "الكمية"],
  orders: ["Orders", "الطلبات"],
} as const satisfies Record<string, readonly [string, string]>;
const both = (name: keyof typeof LABELS) => [LABELS[name][0], " / ", LABELS[name][1]];

const ROW = 16;
const QUANTITY_WIDTH = 70;

interface PickLine {
  code: string;
  name: string;
  quantity: number;
}

/** The order's lines to pack: product, name and quantity (kits' components as their own lines). */
function linesOf(order: Order): PickLine[] {
  return (order.entries ?? []).map((entry) => ({
    code: entry.product?.code ?? "",
    name: entry.product?.name ?? entry.product?.code ?? "",
    quantity: entry.quantity ?? 0,
  }));
}

function heading(canvas: InvoiceCanvas, title: keyof typeof LABELS, shop: ShopConfig): void {
  canvas.line(both(title), PAGE.margin, canvas.y, CONTENT_WIDTH, { size: 16, bold: true });
  canvas.line(shop.legalName, PAGE.margin, canvas.y, CONTENT_WIDTH, { align: "right", color: GREY });
  canvas.y += 30;
}

function table(canvas: InvoiceCanvas, rows: { text: string; detail?: string; quantity: number }[]): void {
  const textWidth = CONTENT_WIDTH - QUANTITY_WIDTH;
  canvas.line(both("product"), PAGE.margin, canvas.y, textWidth, { bold: true });
  canvas.line(both("quantity"), PAGE.margin + textWidth, canvas.y, QUANTITY_WIDTH, { bold: true, align: "right" });
  canvas.y += ROW;
  canvas.rule(canvas.y - 4);
  for (const row of rows) {
    canvas.ensureRoom(ROW * 2);
    const used = canvas.paragraph(row.text, PAGE.margin, canvas.y, textWidth - 10);
    canvas.line(String(row.quantity), PAGE.margin + textWidth, canvas.y, QUANTITY_WIDTH, {
      size: 11,
      bold: true,
      align: "right",
    });
    canvas.y += Math.max(used, ROW);
    if (row.detail) canvas.y += canvas.paragraph(row.detail, PAGE.margin, canvas.y, textWidth - 10, { color: GREY });
    canvas.rule(canvas.y);
    canvas.y += 6;
  }
}

export async function renderPackingSlip(order: Order, shop: ShopConfig, language: "en" | "ar"): Promise<Buffer> {
  const { doc, done } = pdfDocument(`${LABELS.packingSlip[0]} ${order.code}`, shop, language);
  const canvas = new InvoiceCanvas(doc);
  heading(canvas, "packingSlip", shop);
  canvas.line([...both("order"), `: ${order.code}`], PAGE.margin, canvas.y, CONTENT_WIDTH, { size: 11, bold: true });
  canvas.y += ROW;
  if (order.created) {
    canvas.line([...both("placed"), `: ${order.created.slice(0, 10)}`], PAGE.margin, canvas.y, CONTENT_WIDTH);
    canvas.y += ROW;
  }
  canvas.y += 6;
  canvas.line(both("deliverTo"), PAGE.margin, canvas.y, CONTENT_WIDTH, { bold: true });
  canvas.y += ROW;
  for (const line of [customerName(order), ...addressLines(order.deliveryAddress)]) {
    canvas.y += canvas.paragraph(line, PAGE.margin, canvas.y, CONTENT_WIDTH);
  }
  canvas.y += 12;
  table(
    canvas,
    linesOf(order).map((line) => ({ text: `${line.code}  ${line.name}`, quantity: line.quantity })),
  );
  doc.end();
  return done;
}

/** The products to pick for `orders`, by product code, with the quantity each order takes. */
export function pickLines(orders: readonly Order[]) {
  const byProduct = new Map<string, PickLine & { perOrder: { code: string; quantity: number }[] }>();
  for (const order of orders) {
    for (const line of linesOf(order)) {
      const product = byProduct.get(line.code) ?? { ...line, quantity: 0, perOrder: [] };
      product.quantity += line.quantity;
      product.perOrder.push({ code: order.code ?? "", quantity: line.quantity });
      byProduct.set(line.code, product);
    }
  }
  return [...byProduct.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export async function renderPickList(orders: readonly Order[], shop: ShopConfig): Promise<Buffer> {
  const { doc, done } = pdfDocument(LABELS.pickList[0], shop, "en");
  const canvas = new InvoiceCanvas(doc);
  heading(canvas, "pickList", shop);
  const codes = orders.map((order) => order.code).join(", ");
  canvas.y += canvas.paragraph(
    `${LABELS.orders[0]} / ${LABELS.orders[1]}: ${codes}`,
    PAGE.margin,
    canvas.y,
    CONTENT_WIDTH,
  );
  canvas.y += 12;
  table(
    canvas,
    pickLines(orders).map((product) => ({
      text: `${product.code}  ${product.name}`,
      detail: product.perOrder.map((taken) => `${taken.code} × ${taken.quantity}`).join(", "),
      quantity: product.quantity,
    })),
  );
  doc.end();
  return done;
}
