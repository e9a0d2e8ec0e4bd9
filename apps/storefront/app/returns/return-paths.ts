/**
 * The URLs of the returns (account spec §2.1: orderReturn and orderReturnConfirmation take the order code,
 * returnRequestDetails the rma; /my-account/returns is the list).
 */
import type { Language } from "@dukkan/i18n";
import type { ReturnRequestSort } from "@dukkan/occ/returns";
import { pagedListHref } from "../account-list/paged-list-query";

const segment = encodeURIComponent;

/** Query strings carry the chosen quantities and reason (see return-form.ts); pass `?…` or "". */
export const returnOrderPath = (lang: Language, code: string, search = "") =>
  `/${lang}/my-account/order/return/${segment(code)}${search}`;
export const returnConfirmationPath = (lang: Language, code: string, search = "") =>
  `/${lang}/my-account/order/return/confirmation/${segment(code)}${search}`;

export const returnsListPath = (lang: Language, query: { page?: number; sort?: ReturnRequestSort } = {}) =>
  pagedListHref(`/${lang}/my-account/returns`, query, "byDate");
export const returnDetailPath = (lang: Language, rma: string) => `/${lang}/my-account/returns/${segment(rma)}`;
export const returnFilePath = (lang: Language, rma: string, attachmentId: string) =>
  `${returnDetailPath(lang, rma)}/attachments/${segment(attachmentId)}`;
