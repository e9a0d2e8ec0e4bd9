/**
 * Legal numbers of tax invoices and credit notes (decision 0040): `{INV|CN}-{year}-{000123}`, one gap-free
 * sequence per document type and calendar year (UAE time). The number is taken by incrementing the type's row
 * of `invoice_sequences` in the transaction that inserts the document: a rollback gives the number back, and a
 * second transaction taking a number of the same type waits for the first one's row lock, then gets the next.
 */
import { and, eq, sql } from "drizzle-orm";
import { toFils } from "@dukkan/money";
import type { Order } from "@dukkan/occ/order";
import type { Executor } from "../cart/cart-service.js";
import type { OrderRecord } from "../orders/order-service.js";
import { splitVat } from "./invoice-amounts.js";
import { invoiceSequences, invoices, type InvoiceType } from "./invoices.tables.js";

const PREFIX: Record<InvoiceType, string> = { TAX_INVOICE: "INV", CREDIT_NOTE: "CN" };
const DIGITS = 6;

/** The calendar year in the UAE at `at` (a document issued on 1 January 01:00 in Dubai belongs to the new year). */
export function uaeYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "Asia/Dubai" }).format(at));
}

/** Takes the next number of `type` for the year of `at`, inside the caller's transaction. */
export async function takeInvoiceNumber(tx: Executor, type: InvoiceType, at: Date): Promise<string> {
  const year = uaeYear(at);
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ type, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.type, invoiceSequences.year],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return `${PREFIX[type]}-${year}-${String(row!.lastNumber).padStart(DIGITS, "0")}`;
}

/**
 * Issues the tax invoice of an order, in the caller's transaction (the placing one for new orders): the amounts
 * are the order's total at placing (`document.totalPrice`) and the VAT in it as the invoice prints them, never
 * changed afterwards.
 */
export async function issueTaxInvoice(tx: Executor, order: Pick<OrderRecord, "id">, document: Order, at: Date) {
  const { netFils, vatFils, grossFils } = splitVat(toFils(document.totalPrice?.value ?? 0));
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      type: "TAX_INVOICE",
      number: await takeInvoiceNumber(tx, "TAX_INVOICE", at),
      netFils,
      vatFils,
      totalFils: grossFils,
      document,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** The tax invoice of an order as issued (number, date, the order as printed); null when it has none yet. */
export async function issuedTaxInvoice(db: Executor, orderId: number) {
  const [row] = await db
    .select({ number: invoices.number, date: invoices.createdAt, document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, "TAX_INVOICE")));
  return row ?? null;
}
