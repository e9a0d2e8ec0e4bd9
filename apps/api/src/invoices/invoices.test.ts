/**
 * Tax invoices and credit notes of orders through the OCC routes (account spec §2.20, §7 Orders, §9): numbered
 * without gaps when the order is placed, listed and sorted 5 to a page, downloadable as PDF by the order's owner
 * only, and a credit note per cancellation that prints the cancelled lines and the original invoice.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_SORTS, TaxInvoiceDownload, type Invoice } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { signedInCustomer, type Caller, GUEST } from "../cart/cart-test-support.js";
import {
  add,
  checkOut,
  getOrder,
  insertOrderFixtures,
  newCart,
  orderOf,
  placeOrder,
} from "../orders/order-test-support.js";
import { invoices } from "./invoices.tables.js";
import { cancelPart, invoiceCall, invoiceList, occGet } from "./invoices-test-support.js";
import { pdfText } from "./pdf-text.test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
});
afterAll(() => t.close());

/** A signed-in customer whose cart holds these products, checked out for pay on delivery. */
async function customerReadyToOrder(name: string, lines: [string, number][]): Promise<Caller> {
  const customer = await signedInCustomer(t, name);
  const cartId = await newCart(t, customer);
  for (const [code, quantity] of lines) await add(t, customer, cartId, code, quantity);
  await checkOut(t, customer, cartId);
  return customer;
}

async function orderOfCustomer(name: string, lines: [string, number][]) {
  const customer = await customerReadyToOrder(name, lines);
  return { customer, order: orderOf(await placeOrder(t, customer, "current")) };
}

const sequenceOf = (invoiceId: string) => Number(/^INV-2025-(\d{6})$/.exec(invoiceId)![1]);
const fils = (price: { value: number }) => Math.round(price.value * 100);

describe("tax invoices", () => {
  it("numbers the tax invoices of two orders placed at once consecutively, with the order's total and its VAT", async () => {
    const amal = await customerReadyToOrder("Amal", [[CODES.cup, 2]]);
    const badr = await customerReadyToOrder("Badr", [[CODES.lid, 1]]);
    const placed = (await Promise.all([placeOrder(t, amal, "current"), placeOrder(t, badr, "current")])).map(orderOf);

    const [first, second] = [
      (await invoiceList(t, amal, placed[0]!.code)).invoices,
      (await invoiceList(t, badr, placed[1]!.code)).invoices,
    ];
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]!.invoiceId).toMatch(/^INV-2025-\d{6}$/);
    const numbers = [sequenceOf(first[0]!.invoiceId), sequenceOf(second[0]!.invoiceId)].sort((a, b) => a - b);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    placed.forEach((order, index) => {
      const invoice = [first, second][index]![0]!;
      expect(invoice.type).toBe("TAX_INVOICE");
      expect(invoice.totalAmount.value).toBe(order.totalPrice!.value);
      // Prices include 5% VAT: net = total / 1.05, to the fil.
      expect(invoice.netAmount.value).toBe(Math.round(fils(order.totalPrice!) / 1.05) / 100);
    });
  });

  it("gives the owner the download path of the tax invoice PDF", async () => {
    const { customer, order } = await orderOfCustomer("Chadi", [[CODES.cup, 3]]);
    const [invoice] = (await invoiceList(t, customer, order.code)).invoices;

    const response = await invoiceCall(t, customer, order.code, "/tax/download");
    expect(response.statusCode, response.body).toBe(200);
    const { displayUrl } = TaxInvoiceDownload.parse(response.json());
    expect(displayUrl).toBe(`users/current/orders/${order.code}/invoices/${invoice!.invoiceId}/download`);

    const pdf = await occGet(t, customer, displayUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice!.invoiceId}.pdf"`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoice!.invoiceId);
    expect(text).toContain("Paper Cup 8oz");
    expect(text).toContain(order.totalPrice!.value.toFixed(2));
  });

  it("answers another customer, a guest and an unknown order alike, and leaks no invoice", async () => {
    const { customer, order } = await orderOfCustomer("Dana", [[CODES.cup, 1]]);
    const displayUrl = TaxInvoiceDownload.parse(
      (await invoiceCall(t, customer, order.code, "/tax/download")).json(),
    ).displayUrl;
    const mallory = await signedInCustomer(t, "Mallory");
    const unknown = await invoiceCall(t, mallory, "99999999", "/tax/download");
    expect(unknown.statusCode).toBe(400);
    const refusal = (response: { json(): unknown }) => {
      const { type, reason, subjectType } = (response.json() as { errors: Record<string, string>[] }).errors[0]!;
      return { type, reason, subjectType };
    };
    for (const response of [
      await invoiceCall(t, mallory, order.code, "/tax/download"),
      await invoiceCall(t, mallory, order.code, ""),
      await occGet(t, mallory, displayUrl),
      await invoiceCall(t, GUEST, order.code, "/tax/download"),
      await invoiceCall(t, GUEST, order.guid, ""),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(refusal(response)).toEqual(refusal(unknown));
    }
  });

  it("keeps the amounts at placing when items are cancelled; a credit note per cancellation; 5 to a page", async () => {
    const { customer, order } = await orderOfCustomer("Eman", [
      [CODES.cup, 6],
      [CODES.lid, 2],
    ]);
    const cup = order.entries!.find((entry) => entry.product!.code === CODES.cup)!.entryNumber;
    const lid = order.entries!.find((entry) => entry.product!.code === CODES.lid)!.entryNumber;
    // Five cancellations of one cup (AED 12.50, VAT 0.60) and one of a lid (AED 20.00, VAT 0.95).
    for (let n = 0; n < 5; n++) {
      await cancelPart(t, order.code, { entries: [{ entryNumber: cup, quantity: 1, amountFils: 1250 }], taxFils: 60 });
    }
    await cancelPart(t, order.code, { entries: [{ entryNumber: lid, quantity: 1, amountFils: 2000 }], taxFils: 95 });
    expect(orderOf(await getOrder(t, customer, order.code)).totalPrice!.value).toBe(order.totalPrice!.value - 82.5);

    const page0 = await invoiceList(t, customer, order.code);
    expect(page0.pagination).toEqual({ page: 0, count: 5, totalPages: 2, totalCount: 7 });
    expect(page0.sorts!.find((sort) => sort.selected)!.code).toBe("byInvoiceIdAsc");
    expect(page0.sorts!.map((sort) => sort.code)).toEqual([...INVOICE_SORTS]);
    const page1 = await invoiceList(t, customer, order.code, "currentPage=1");
    const all = [...page0.invoices, ...page1.invoices];
    expect(page1.invoices).toHaveLength(2);
    // By number: the credit notes (CN-…) in their order, then the tax invoice (INV-…).
    expect(all.map((invoice) => invoice.invoiceId)).toEqual(all.map((invoice) => invoice.invoiceId).sort());
    expect(all.map((invoice) => invoice.type)).toEqual([...Array(6).fill("CREDIT_NOTE"), "TAX_INVOICE"]);
    expect(
      all.filter((invoice) => invoice.type === "CREDIT_NOTE").every((i) => /^CN-2025-\d{6}$/.test(i.invoiceId)),
    ).toBe(true);

    const tax = all.find((invoice) => invoice.type === "TAX_INVOICE")!;
    expect(tax.totalAmount.value).toBe(order.totalPrice!.value);

    const byTotal = await invoiceList(t, customer, order.code, "sort=byTotalAmountDesc&pageSize=3");
    expect(
      byTotal.invoices.map((invoice: Invoice) => [invoice.type, invoice.totalAmount.value, invoice.netAmount.value]),
    ).toEqual([
      ["TAX_INVOICE", order.totalPrice!.value, tax.netAmount.value],
      ["CREDIT_NOTE", 20, 19.05],
      ["CREDIT_NOTE", 12.5, 11.9],
    ]);
    const byIdDesc = await invoiceList(t, customer, order.code, "sort=byInvoiceIdDesc");
    expect(byIdDesc.invoices[0]!.invoiceId).toBe(tax.invoiceId);
    expect((await invoiceCall(t, customer, order.code, "", "sort=byColour")).statusCode).toBe(400);

    // The tax invoice's PDF still prints the total at placing.
    const { text } = await pdfText(
      (await invoiceCall(t, customer, order.code, `/${tax.invoiceId}/download`)).rawPayload,
    );
    expect(text).toContain(order.totalPrice!.value.toFixed(2));
  });

  it("prints the credit note with the cancelled lines, the amounts and the original invoice", async () => {
    const { customer, order } = await orderOfCustomer("Farah", [
      [CODES.cup, 4],
      [CODES.lid, 1],
    ]);
    const cup = order.entries!.find((entry) => entry.product!.code === CODES.cup)!.entryNumber;
    await cancelPart(t, order.code, {
      entries: [{ entryNumber: cup, quantity: 3, amountFils: 3750 }],
      taxFils: 179,
      reason: "Ordered too many",
    });
    const list = (await invoiceList(t, customer, order.code)).invoices;
    const creditNote = list.find((invoice) => invoice.type === "CREDIT_NOTE")!;
    const taxInvoice = list.find((invoice) => invoice.type === "TAX_INVOICE")!;
    expect([creditNote.totalAmount.value, creditNote.netAmount.value]).toEqual([37.5, 35.71]);

    const response = await invoiceCall(t, customer, order.code, `/${creditNote.invoiceId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${creditNote.invoiceId}.pdf"`);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain("دائن");
    expect(text).toContain(creditNote.invoiceId);
    expect(text).toContain(taxInvoice.invoiceId);
    expect(text).toContain("15 June 2025");
    expect(text).toContain("Paper Cup 8oz");
    expect(text).toMatch(/Paper Cup 8oz .*\b3 12\.50 35\.71 1\.79 37\.50\b/);
    expect(text).toContain("Ordered too many");
    expect(text).not.toContain("Cup Lid");
    // Totals: excluding VAT, the VAT recorded by the cancellation, and the amount credited.
    expect(text).toMatch(/35\.71.*1\.79.*37\.50/);
  });

  it("issues the tax invoice of an order placed before invoices existed on first request, with its placing totals", async () => {
    const { customer, order } = await orderOfCustomer("Ghada", [[CODES.cup, 2]]);
    const cup = order.entries![0]!.entryNumber;
    await t.db.delete(invoices).where(eq(invoices.orderId, Number(order.code)));
    await cancelPart(t, order.code, { entries: [{ entryNumber: cup, quantity: 1, amountFils: 1250 }], taxFils: 60 });

    const list = (await invoiceList(t, customer, order.code)).invoices;
    expect(list.map((invoice) => [invoice.type, invoice.totalAmount.value])).toEqual([
      ["CREDIT_NOTE", 12.5],
      ["TAX_INVOICE", order.totalPrice!.value],
    ]);
    // Issued once: reading again answers the same numbers.
    expect((await invoiceList(t, customer, order.code)).invoices).toEqual(list);
  });
});
