/**
 * What every list screen (orders, audit log, customers, …) reads from its URL the same way: the page number and
 * calendar days, and the link to another page. Filters, sort and page live in the URL so a list is a link staff
 * can share or bookmark.
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The 1-based page of the URL's `page` parameter; anything else is page 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A `YYYY-MM-DD` parameter, or "" when it is missing or malformed (never sent on to the API). */
export function calendarDayOf(search: URLSearchParams, name: string): string {
  const value = search.get(name) ?? "";
  return CALENDAR_DAY.test(value) ? value : "";
}

/**
 * The API's bounds for calendar days in the UAE (UTC+4): from the first day's start to the start of the day after
 * the last one (the API's upper bound is exclusive, and staff mean the last day included).
 */
export function uaeDayStart(day: string): string {
  return `${day}T00:00:00+04:00`;
}
export function uaeDayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return uaeDayStart(date.toISOString().slice(0, 10));
}

/** The list's URL on another page, every filter kept; page 1 has no page parameter. */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
