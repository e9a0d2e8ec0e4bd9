/**
 * The order confirmation e-mail (checkout spec §2.16: "the invoice has been sent by e-mail"): a short
 * summary of the order in the shopper's language with the UAE tax invoice attached as a PDF.
 * Called by the order service after the order became CREATED and its transaction committed.
 */
import { apiText } from "@dukkan/i18n/api";
import { formatFils } from "@dukkan/money";
import type { Order } from "@dukkan/occ/order";
import type { ShopConfig } from "../config.js";
import type { EmailSender } from "../notifications/email.js";
import { orderPageUrl } from "../orders/order-links.js";
import { invoiceLines, invoiceTotals } from "./invoice-amounts.js";
import { customerName, deliveryFacts, paymentText } from "./order-facts.js";
import { renderTaxInvoice, type IssuedDocument } from "./tax-invoice-pdf.js";

export interface OrderConfirmationDeps {
  email: EmailSender;
  /** The seller printed on the invoice (config.shop). */
  shop: ShopConfig;
  /** Public storefront origin, for the link to the order in the e-mail. */
  storefrontUrl: string;
}

/** The order's tax invoice as issued: its number and date, and the order as the invoice prints it. */
export interface IssuedTaxInvoice extends IssuedDocument {
  document: Order;
}

export interface OrderConfirmationRecipient {
  to: string;
  language: "en" | "ar";
}

/** The e-mail's words without placeholders. */
type OrderEmailWord =
  | "greetingWithoutName"
  | "summary"
  | "quantity"
  | "delivery"
  | "discount"
  | "total"
  | "vat"
  | "deliverTo"
  | "pickUpAt"
  | "payment"
  | "invoice"
  | "closing"
  | "viewOrder"
  | "free";

/** The plain-text body: greeting, thanks, the lines, totals with the VAT, where it goes and how it is paid. */
export function confirmationText(order: Order, language: "en" | "ar", storefrontUrl: string): string {
  const t = (word: OrderEmailWord) => apiText(language, `orderEmail.${word}`);
  const name = customerName(order);
  const money = (fils: number) => formatFils(fils, language);
  const lines = invoiceLines(order, (name, quantity) => `${name} × ${quantity}`);
  const totals = invoiceTotals(order, lines);
  const delivery = deliveryFacts(order);
  const items = lines.flatMap((line) => [
    `- ${line.name} (${line.code}) — ${t("quantity")} ${line.quantity} — ${money(line.grossFils)}`,
    ...line.details.map((detail) => `    ${detail}`),
  ]);
  return [
    name ? apiText(language, "orderEmail.greeting", { name }) : t("greetingWithoutName"),
    "",
    apiText(language, "orderEmail.thanks", { code: order.code }),
    "",
    `${t("summary")}:`,
    ...items,
    ...(totals.discountFils > 0 ? [`${t("discount")}: -${money(totals.discountFils)}`] : []),
    `${t("delivery")}: ${totals.delivery.grossFils === 0 ? t("free") : money(totals.delivery.grossFils)}`,
    `${t("total")}: ${money(totals.total.grossFils)} (${t("vat")}: ${money(totals.total.vatFils)})`,
    "",
    `${delivery.pickUp ? t("pickUpAt") : t("deliverTo")}:`,
    ...delivery.lines.map((line) => `  ${line}`),
    `${t("payment")}: ${paymentText(order)}`,
    "",
    t("invoice"),
    "",
    t("viewOrder"),
    orderPageUrl(storefrontUrl, language, { code: order.code, guid: order.guid, guest: order.guestCustomer ?? false }),
    "",
    t("closing"),
  ].join("\n");
}

/**
 * Renders the tax invoice (under its issued number, when the order has one) and e-mails it with the order
 * summary. `order` is the OCC order rendered in `language`. Throws when rendering or sending fails: the caller
 * logs it (the order itself is never lost).
 */
export async function sendOrderConfirmation(
  deps: OrderConfirmationDeps,
  order: Order,
  recipient: OrderConfirmationRecipient,
  taxInvoice?: IssuedTaxInvoice | null,
): Promise<void> {
  const { language } = recipient;
  const invoice = taxInvoice
    ? await renderTaxInvoice(taxInvoice.document, deps.shop, language, taxInvoice)
    : await renderTaxInvoice(order, deps.shop, language);
  await deps.email.send({
    to: recipient.to,
    subject: apiText(language, "orderEmail.subject", { code: order.code }),
    text: confirmationText(order, language, deps.storefrontUrl),
    language,
    attachments: [
      {
        filename: apiText(language, "orderEmail.invoiceFile", { code: order.code }),
        contentType: "application/pdf",
        content: invoice,
      },
    ],
  });
}
