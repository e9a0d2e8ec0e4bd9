/**
 * The funnel events an action leaves for the next page (decision 0069). Forms are route actions that also work
 * before scripts run, so an action cannot push to the browser's dataLayer itself: it records its events in the
 * sealed session, and every page that loads the layout's data (the revalidated page after a script's submission, or
 * the page a plain form post was redirected to) receives those the browser has not yet pushed. The browser pushes
 * them, each once by its id, and tells the server the last id it pushed in a cookie; only then do they leave the
 * session. A response that is thrown away (the layout's data loaded beside a page that redirected) loses nothing.
 */
import type { ActionEvent } from "./funnel-events";

/**
 * An action's event waiting in the session, with the id the browser acknowledges it by. A plain type: the browser
 * pushes these, and only the server checks their shape (`PendingFunnelEventShape` in the `.server` module), so zod
 * stays out of the page's JavaScript.
 */
export type PendingFunnelEvent = ActionEvent & {
  /** Unique per recorded event: a page that receives it twice (a repeated response) pushes it once. */
  id: string;
};

/**
 * The most the waiting events may take in the session cookie (UTF-8 bytes of their JSON): the whole sealed cookie
 * must stay under the browsers' 4 KB, next to the tokens, the cart and a card payment waiting on 3-D Secure.
 */
export const PENDING_EVENTS_BUDGET_BYTES = 1500;

const size = (events: readonly PendingFunnelEvent[]) => new TextEncoder().encode(JSON.stringify(events)).length;

/** An event too large alone loses its last items (its value stays the whole amount) until it fits. */
function fitted(event: PendingFunnelEvent): PendingFunnelEvent {
  let items = event.ecommerce.items;
  let candidate = event;
  while (items.length > 0 && size([candidate]) > PENDING_EVENTS_BUDGET_BYTES) {
    items = items.slice(0, -1);
    candidate = { ...event, ecommerce: { ...event.ecommerce, items } };
  }
  return candidate;
}

/**
 * The waiting events with new ones after them, within {@link PENDING_EVENTS_BUDGET_BYTES}: when they do not fit,
 * the oldest go first (a shopper without scripts never takes them out, and a page that is never shown must not grow
 * the cookie).
 */
export function withPendingEvents(
  waiting: readonly PendingFunnelEvent[],
  events: readonly ActionEvent[],
  newId: () => string,
): PendingFunnelEvent[] {
  const all = [...waiting, ...events.map((event) => fitted({ id: newId(), ...event }))];
  while (all.length > 0 && size(all) > PENDING_EVENTS_BUDGET_BYTES) all.shift();
  return all;
}

/**
 * The id of the last event this browser pushed, written by the page's script and read by the server, which then
 * keeps only the events after it. An id says nothing of the cart; scripts may read and write it.
 */
export const PUSHED_EVENTS_COOKIE = "dukkan_funnel_pushed";
/** As long as the session's cookie lives (30 days): an acknowledgement outliving it would match nothing. */
const PUSHED_EVENTS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The last pushed id a Cookie header carries, if it looks like one of ours. */
export function lastPushedId(cookieHeader: string | null): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === PUSHED_EVENTS_COOKIE && value && /^[\w-]{1,64}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * The events the browser has not pushed: those after the last id it pushed. An id no longer among them (its
 * events already went, or a session without them) leaves all of them waiting.
 */
export function eventsAfterPushed(
  events: readonly PendingFunnelEvent[],
  pushedId: string | undefined,
): PendingFunnelEvent[] {
  const last = pushedId === undefined ? -1 : events.findIndex((event) => event.id === pushedId);
  return events.slice(last + 1);
}

/** Tells the server the last event this browser pushed (the cookie's ordinary attributes, `Secure` on https). */
function acknowledge(id: string, target: Window): void {
  const secure = target.location.protocol === "https:" ? "; Secure" : "";
  target.document.cookie = `${PUSHED_EVENTS_COOKIE}=${id}; Path=/; Max-Age=${PUSHED_EVENTS_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Where this tab remembers the ids it pushed: a page that gets the same events again pushes nothing. */
export const PUSHED_EVENTS_KEY = "dukkan.analytics.pushedEvents";
const REMEMBERED_EVENTS = 50;
/** Without session storage (refused, private mode): this page's memory. */
const pushedHere = new Set<string>();

function pushedIds(target: Window): string[] {
  try {
    const ids: unknown = JSON.parse(target.sessionStorage.getItem(PUSHED_EVENTS_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Pushes the events this tab has not pushed yet, in their order, and acknowledges the last one received; answers
 * how many it pushed.
 */
export function pushPendingEvents(events: readonly PendingFunnelEvent[], target: Window = window): number {
  const pushed = new Set([...pushedIds(target), ...pushedHere]);
  const fresh = events.filter((event) => !pushed.has(event.id));
  for (const { id, ...event } of fresh) {
    pushedHere.add(id);
    target.dataLayer ??= [];
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  }
  if (fresh.length > 0) {
    try {
      const ids = [...pushedIds(target), ...fresh.map((event) => event.id)].slice(-REMEMBERED_EVENTS);
      target.sessionStorage.setItem(PUSHED_EVENTS_KEY, JSON.stringify(ids));
    } catch {
      // Storage refused: this page's memory still keeps a revalidation from pushing them again.
    }
  }
  const last = events.at(-1);
  if (last) acknowledge(last.id, target);
  return fresh.length;
}
