/**
 * The URLs of the order amendments (account spec §2.1: orderCancel, orderCancelConfirmation) and of the
 * storefront's own resource routes that relay invoices and attachments from the API. The order details page
 * (`/{lang}/my-account/order/{code}`) and the order history belong to app/orders/.
 */
import type { Language } from "@dukkan/i18n";

const orderSegment = (code: string) => encodeURIComponent(code);

export const orderHistoryPath = (lang: Language) => `/${lang}/my-account/orders`;
export const orderDetailsPath = (lang: Language, code: string) => `/${lang}/my-account/order/${orderSegment(code)}`;

/** Query strings carry the chosen quantities (see cancel-quantities.ts); pass `?…` or "". */
export const cancelPath = (lang: Language, code: string, search = "") =>
  `/${lang}/my-account/order/cancel/${orderSegment(code)}${search}`;
export const cancelConfirmationPath = (lang: Language, code: string, search = "") =>
  `/${lang}/my-account/order/cancel/confirmation/${orderSegment(code)}${search}`;

/** The invoices list: a page of its own before scripts run, the dialog's data after. */
export const invoicesPath = (lang: Language, code: string, search = "") =>
  `${orderDetailsPath(lang, code)}/invoices${search}`;
export const invoicePdfPath = (lang: Language, code: string, invoiceId: string) =>
  `${orderDetailsPath(lang, code)}/invoices/${encodeURIComponent(invoiceId)}/download`;
export const taxInvoicePath = (lang: Language, code: string) => `${orderDetailsPath(lang, code)}/invoices/tax`;

export const attachmentsPath = (lang: Language, code: string) => `${orderDetailsPath(lang, code)}/attachments`;
export const attachmentFilePath = (lang: Language, code: string, attachmentId: string) =>
  `${orderDetailsPath(lang, code)}/attachments/${encodeURIComponent(attachmentId)}`;

export const reorderPath = (lang: Language, code: string) => `${orderDetailsPath(lang, code)}/reorder`;
