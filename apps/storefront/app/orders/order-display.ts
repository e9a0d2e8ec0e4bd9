/**
 * What the order pages show of an order, worked out without React or the API so it is unit-tested: dates in the
 * page's language, the status tone, a history row's first product and item counts, the details page's
 * consignment groups (account spec §2.14, §2.15, §4.8, §9), and the history URL's page and sort.
 */
import type { Language } from "@dukkan/i18n";
import type { OrderEntry } from "@dukkan/occ/cart";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/constants";
import type { Consignment, Order, OrderHistory } from "@dukkan/occ/order";
import { ORDER_HISTORY_SORTS, type OrderHistorySort } from "@dukkan/occ/order-constants";
import { type PagedListQuery, pagedListHref, readPagedListQuery } from "../account-list/paged-list-query";

/** The shop's customers are in the UAE: dates are the day it was there. */
const SHOP_TIME_ZONE = "Asia/Dubai";
const LOCALES: Record<Language, string> = { en: "en-GB", ar: "ar-AE-u-nu-latn" };

/** Spec §9 'd MMMM yyyy' in the page's language: "27 November 2026", "27 نوفمبر 2026". */
export function formatOrderDate(iso: string | undefined, language: Language): string | undefined {
  if (!iso) return undefined;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** A date with its time, for history steps and tracking events. */
export function formatOrderDateTime(iso: string | undefined, language: Language): string | undefined {
  if (!iso) return undefined;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** Spec §4.8: CANCELLED, ERROR and REJECTED (any case) are critical and shown with the warning style. */
export function isCriticalStatus(status: string | undefined): boolean {
  return ["CANCELLED", "ERROR", "REJECTED"].includes((status ?? "").toUpperCase());
}

const IMAGE_FORMATS = ["thumbnail", "cartIcon", "product"];

/** The product's small primary picture (OCC images keyed by format). */
export function productImageUrl(product: OrderEntry["product"]): string | undefined {
  const primary = product?.images?.PRIMARY ?? {};
  for (const format of IMAGE_FORMATS) {
    const found = primary[format];
    if (found) return found.url;
  }
  return undefined;
}

/** Spec §2.13: the first entry whose product has a name and a picture, else the first entry. */
export function firstProductEntry(entries: readonly OrderEntry[] | undefined): OrderEntry | undefined {
  return entries?.find((entry) => entry.product?.name && productImageUrl(entry.product)) ?? entries?.[0];
}

/**
 * A history row's counts: every unit of the order (`totalItems`), and the units besides the first product's,
 * the '+ N items' after its name.
 */
export function itemCounts(row: Pick<OrderHistory, "totalItems" | "entries">): { items: number; others: number } {
  const entries = row.entries ?? [];
  const items = row.totalItems ?? entries.reduce((sum, entry) => sum + (entry.quantity ?? 0), 0);
  const first = firstProductEntry(entries);
  return { items, others: Math.max(0, items - (first?.quantity ?? 0)) };
}

/** Shoppers count consignments from 1: `{orderCode}_{n}` is consignment n + 1. */
export function consignmentNumber(code: string): number {
  const n = Number(/_(\d+)$/.exec(code)?.[1]);
  return Number.isInteger(n) ? n + 1 : 1;
}

const COMPLETED = ["DELIVERY_COMPLETED", "PICKUP_COMPLETE"];

/** Spec §4.8 grouping: other statuses first, then completed, CANCELLED last. */
function statusRank(status: string): number {
  if (status === "CANCELLED") return 2;
  return COMPLETED.includes(status) ? 1 : 0;
}

export type ItemGroup =
  | { kind: "pickup" | "delivery"; consignment: Consignment; entries: OrderEntry[] }
  | { kind: "unconsigned"; entries: OrderEntry[] };

/**
 * The details page's item groups (spec §2.15): pick-up consignments, then delivery consignments (each ordered by
 * status rank, then number), then entries no consignment holds; an order without consignments yet lists all its
 * entries as one unconsigned group.
 */
export function itemGroups(order: Pick<Order, "consignments" | "entries" | "unconsignedEntries">): ItemGroup[] {
  const consignments = [...(order.consignments ?? [])].sort(
    (a, b) =>
      Number(!a.deliveryPointOfService) - Number(!b.deliveryPointOfService) ||
      statusRank(a.status) - statusRank(b.status) ||
      consignmentNumber(a.code) - consignmentNumber(b.code),
  );
  const groups: ItemGroup[] = consignments.map((consignment) => ({
    kind: consignment.deliveryPointOfService ? "pickup" : "delivery",
    consignment,
    entries: (consignment.entries ?? []).map((entry) => ({ ...entry.orderEntry, quantity: entry.quantity })),
  }));
  const unconsigned = consignments.length === 0 ? (order.entries ?? []) : (order.unconsignedEntries ?? []);
  if (unconsigned.length > 0) groups.push({ kind: "unconsigned", entries: unconsigned });
  return groups;
}

/** Units in a group, for its heading. */
export const unitsOf = (entries: readonly OrderEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.quantity ?? 0), 0);

export type HistoryQuery = PagedListQuery<OrderHistorySort>;
export const DEFAULT_HISTORY_SORT: OrderHistorySort = "byDate";

/** The history's page (1-based in the URL, anything odd is the first) and sort from its URL. */
export const readHistoryQuery = (search: URLSearchParams): HistoryQuery =>
  readPagedListQuery(search, ORDER_HISTORY_SORTS, DEFAULT_HISTORY_SORT);

/** The history's URL for a page and sort; the defaults stay out of it. */
export const historyHref = (language: Language, query: HistoryQuery): string =>
  pagedListHref(`/${language}/my-account/orders`, query, DEFAULT_HISTORY_SORT);

export const orderDetailsPath = (language: Language, code: string) =>
  `/${language}/my-account/order/${encodeURIComponent(code)}`;
export const guestOrderPath = (language: Language, guid: string) =>
  `/${language}/guest/order/${encodeURIComponent(guid)}`;

/** Spec §2.15: a card is shown in full only with its number and both expiry parts. */
export function cardShownInFull(payment: Order["paymentInfo"]): boolean {
  return Boolean(payment?.cardNumber && payment.expiryMonth && payment.expiryYear);
}

export const isPayOnDelivery = (order: Pick<Order, "paymentMode">) =>
  order.paymentMode?.code === PAYMENT_MODE_CODES.payOnDelivery;

/** Consignment statuses whose tracking the details page offers (spec §4.8's tracking list, in our statuses). */
const TRACKABLE_STATUSES = ["SHIPPED", "IN_TRANSIT", "DELIVERING", "DELIVERY_COMPLETED", "DELIVERY_REJECTED"];

/** Tracking is offered once a consignment left with a carrier: it has a tracking number or a shipped status. */
export const isTrackable = (consignment: Pick<Consignment, "status" | "trackingID">) =>
  Boolean(consignment.trackingID) || TRACKABLE_STATUSES.includes(consignment.status);
