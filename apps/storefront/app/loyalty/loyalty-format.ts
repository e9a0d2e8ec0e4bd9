/**
 * How the loyalty pages write dates and points (account spec §9): dates as 'd, MMMM, yyyy' in the shop's time zone
 * with the month named in the page's language and Latin digits (as prices), and signed point changes.
 */
import type { Language } from "@dukkan/i18n";
import { pagedListHref } from "../account-list/paged-list-query";

const SHOP_TIME_ZONE = "Asia/Dubai";

/** '15, June, 2025' / '15, يونيو, 2025'. */
export function loyaltyDate(iso: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}, ${part("month")}, ${part("year")}`;
}

/** The time a member code stops being accepted, as the till's clock shows it. */
export function loyaltyTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** A change of points with its sign: +47, −6,500. */
export function signedPoints(points: number, language: Language): string {
  const formatted = new Intl.NumberFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-AE").format(Math.abs(points));
  return `${points < 0 ? "\u2212" : "+"}${formatted}`;
}

export const loyaltyQrPath = (language: Language) => `/${language}/my-account/loyalty-qr-code`;

export const loyaltyHistoryPath = (language: Language, query: { page?: number; sort?: string } = {}) =>
  pagedListHref(`/${language}/my-account/loyalty-history`, query, "byDate");
