/**
 * The tax invoice's numbers and text (UAE FTA: seller TRN, invoice number, date, VAT per line and in total),
 * rendered from OCC orders and read back from the PDF, and the mixed Arabic/Latin line layout.
 */
import { describe, expect, it } from "vitest";
import { occPrice } from "@dukkan/money";
import type { Order } from "@dukkan/occ/order";
import { visualRuns, wrapWords } from "./bidi-text.js";
import { invoiceLines, invoiceTotals, splitVat } from "./invoice-amounts.js";
import { confirmationText } from "./order-confirmation.js";
import { pdfText } from "./pdf-text.test-support.js";
import { formatAmount, renderTaxInvoice } from "./tax-invoice-pdf.js";

const SHOP = { legalName: "Dukkan Packaging Trading LLC", address: "Al Quoz 3, Dubai", trn: "100123456700003" };
const price = (fils: number, language = "en") => occPrice(fils, language);

function sampleOrder(language: "en" | "ar"): Order {
  const ar = language === "ar";
  return {
    code: "00000042",
    guid: "6f1c1c1e-8a4b-4a53-9a0f-3f0e9d2b7c11",
    created: "2026-11-21T20:30:00Z",
    entries: [
      {
        entryNumber: 0,
        quantity: 3,
        basePrice: price(1250),
        totalPrice: price(3750),
        product: { code: "CUP-8", name: ar ? "كوب ورقي 8 oz" : "Paper cup 8 oz" },
      },
      {
        entryNumber: 1,
        quantity: 1,
        basePrice: price(9900),
        totalPrice: price(9900),
        product: { code: "KIT-1", name: ar ? "طقم الحفلات" : "Party kit" },
      },
      {
        entryNumber: 2,
        quantity: 1,
        basePrice: price(2000),
        totalPrice: price(2000),
        product: { code: "BOX-P", name: ar ? "علبة مطبوعة" : "Printed box" },
        configurationInfos: [
          {
            configurationLabel: "Text",
            configurationValue: "Eid Mubarak",
            configuratorType: "TEXTFIELD",
            status: "SUCCESS",
          },
        ],
      },
    ],
    subTotal: price(14650),
    deliveryCost: price(1500),
    totalPrice: price(16150),
    deliveryAddress: {
      firstName: "Fatima",
      lastName: "Hassan",
      line1: "Marina Walk 5",
      town: "Dubai",
      country: { isocode: "AE", name: "United Arab Emirates" },
      phone: "971501234567",
      email: "fatima@example.ae",
    },
    paymentMode: { code: "pay-on-delivery", name: ar ? "الدفع نقداً عند الاستلام" : "Cash on delivery" },
    trn: "100987654300003",
    // Kit components come in the kit's bundle group, numbered like the kit.
    ...({
      entryGroups: [
        {
          entryGroupNumber: 2,
          type: "CONFIGURABLE_BUNDLE",
          kittingEntry: { entryNumber: 1 },
          entries: [{ entryNumber: 1, quantity: 2, product: { code: "PLATE", name: ar ? "صحن" : "Plate" } }],
        },
      ],
    } as object),
  } as Order;
}

describe("VAT split", () => {
  it("takes net = gross / 1.05 rounded to the fil and leaves the rest as VAT", () => {
    expect(splitVat(10500)).toEqual({ grossFils: 10500, netFils: 10000, vatFils: 500 });
    expect(splitVat(3750)).toEqual({ grossFils: 3750, netFils: 3571, vatFils: 179 });
    expect(splitVat(1)).toEqual({ grossFils: 1, netFils: 1, vatFils: 0 });
    expect(splitVat(0)).toEqual({ grossFils: 0, netFils: 0, vatFils: 0 });
  });

  it("prints kit components and configured texts under their line, and derives the order discount", () => {
    const order = sampleOrder("en");
    const lines = invoiceLines(order, (name, quantity) => `${name} × ${quantity}`);
    expect(lines.map((line) => [line.code, line.quantity, line.netFils, line.vatFils, line.details])).toEqual([
      ["CUP-8", 3, 3571, 179, []],
      ["KIT-1", 1, 9429, 471, ["Plate × 2"]],
      ["BOX-P", 1, 1905, 95, ["Text: Eid Mubarak"]],
    ]);
    const totals = invoiceTotals(order, lines);
    expect(totals.discountFils).toBe(15650 - 14650);
    expect(totals.delivery).toEqual({ grossFils: 1500, netFils: 1429, vatFils: 71 });
    expect(totals.total).toEqual({ grossFils: 16150, netFils: 15381, vatFils: 769 });
  });

  it("formats amounts with two decimals and thousands separators", () => {
    expect(formatAmount(123456789)).toBe("1,234,567.89");
    expect(formatAmount(-1000)).toBe("-10.00");
    expect(formatAmount(5)).toBe("0.05");
  });
});

describe("mixed Arabic and Latin lines", () => {
  it("keeps an English line as it is", () => {
    expect(visualRuns("Paper cup 8 oz")).toEqual([{ text: "Paper cup 8 oz", font: "latin" }]);
  });

  it("puts Arabic words right to left with numbers left to right, each in its font", () => {
    // Logical "كوب ورقي 8 oz": the Latin "8 oz" keeps its order but stands left of the Arabic words.
    const runs = visualRuns("كوب ورقي 8 oz");
    expect(runs.map((run) => run.text)).toEqual(["oz", " ", "8", " ", "ورقي", " ", "كوب"]);
    expect(runs.filter((run) => run.text.trim()).map((run) => run.font)).toEqual([
      "latin",
      "latin",
      "arabic",
      "arabic",
    ]);
  });

  it("keeps an Arabic phrase inside an English line in place", () => {
    expect(visualRuns("Total / الإجمالي").map((run) => run.text)).toEqual(["Total / ", "الإجمالي"]);
  });

  it("mirrors brackets of right-to-left Latin runs", () => {
    // Logical "(" opens on the right: drawn left to right, the run reads "(", word, ")".
    expect(visualRuns("(علبة)").map((run) => run.text)).toEqual(["(", "علبة", ")"]);
  });

  it("wraps words greedily within the width", () => {
    expect(wrapWords("aa bb cc dd", 5, (line) => line.length)).toEqual(["aa bb", "cc dd"]);
    expect(wrapWords("", 5, (line) => line.length)).toEqual([""]);
  });
});

describe("tax invoice PDF", () => {
  it("names the seller with TRN, the invoice number, the customer's TRN and the VAT of every line and the total", async () => {
    const { text, pages } = await pdfText(await renderTaxInvoice(sampleOrder("en"), SHOP, "en"));
    expect(pages).toBe(1);
    for (const expected of [
      "Tax Invoice",
      "Dukkan Packaging Trading LLC",
      "100123456700003",
      "00000042",
      // 20:30 UTC is already the next day in the UAE.
      "22 November 2026",
      "100987654300003",
      "Fatima Hassan",
      "Paper cup 8 oz",
      "• Plate × 2",
      "• Text: Eid Mubarak",
      "35.71",
      "1.79",
      "37.50",
      "Cash on delivery",
      "-10.00",
      "153.81",
      "7.69",
      "161.50",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints an Arabic order's own texts in Arabic with the same amounts", async () => {
    const { text } = await pdfText(await renderTaxInvoice(sampleOrder("ar"), SHOP, "ar"));
    // (pdf.js reads the lam-alef ligature back as two letters, so words without it are checked.)
    for (const expected of ["فاتورة", "ضريبية", "الدفع", "عند", "طقم", "00000042", "7.69", "161.50"]) {
      expect(text).toContain(expected);
    }
  });

  it("goes on to further pages for long orders", async () => {
    const order = sampleOrder("en");
    const many = Array.from({ length: 60 }, (_, index) => ({
      entryNumber: index,
      quantity: 1,
      basePrice: price(100),
      totalPrice: price(100),
      product: { code: `P-${index}`, name: `Product number ${index}` },
    }));
    const { text, pages } = await pdfText(
      await renderTaxInvoice({ ...order, entries: many, subTotal: price(6000), totalPrice: price(7500) }, SHOP, "en"),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Product number 59");
    expect(text).toContain("75.00");
  });
});

describe("confirmation e-mail text", () => {
  it("thanks for the order, lists it with the VAT and says the invoice is attached, in the order's language", () => {
    const en = confirmationText(sampleOrder("en"), "en", "https://shop.example");
    expect(en).toContain("Thank you for your order 00000042");
    const plain = en.replaceAll("\u00a0", " ");
    expect(plain).toContain("Paper cup 8 oz (CUP-8) — Qty 3 — AED 37.50");
    expect(plain).toContain("Total (VAT included): AED 161.50 (of which VAT 5%: AED 7.69)");
    expect(en).toContain("attached");
    const ar = confirmationText(sampleOrder("ar"), "ar", "https://shop.example");
    expect(ar).toContain("شكراً لطلبك رقم 00000042");
    expect(ar).toContain("فاتورتك الضريبية مرفقة");
  });
});
