/**
 * The URLs of scheduled replenishment orders (account spec §2.1 names the routes replenishmentOrders and
 * replenishmentDetails {replenishmentOrderCode}; their paths follow SAP's storefront: my-replenishments and
 * my-replenishment/{code}).
 */
import type { Language } from "@dukkan/i18n";
import type { ReplenishmentSort } from "@dukkan/occ/replenishment";
import { pagedListHref } from "../account-list/paged-list-query";

const segment = encodeURIComponent;

export const scheduleReplenishmentPath = (lang: Language) => `/${lang}/checkout/replenishment`;
export const replenishmentConfirmationPath = (lang: Language, code: string) =>
  `/${lang}/replenishment-confirmation/${segment(code)}`;

export const replenishmentListPath = (lang: Language, query: { page?: number; sort?: ReplenishmentSort } = {}) =>
  pagedListHref(`/${lang}/my-account/my-replenishments`, query, "byDate");
export const replenishmentDetailPath = (lang: Language, code: string) =>
  `/${lang}/my-account/my-replenishment/${segment(code)}`;
/** The cancel dialog's page; `from=list` brings the customer back to the list afterwards. */
export const cancelReplenishmentPath = (lang: Language, code: string, from: "list" | "detail") =>
  `/${lang}/my-account/my-replenishment/${segment(code)}/cancel${from === "list" ? "?from=list" : ""}`;
