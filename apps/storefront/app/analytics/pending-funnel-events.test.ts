import { describe, expect, it } from "vitest";
import type { ActionEvent } from "./funnel-events";
import { getSession } from "../session/session.server";
import {
  eventsAfterPushed,
  lastPushedId,
  PENDING_EVENTS_BUDGET_BYTES,
  type PendingFunnelEvent,
  PUSHED_EVENTS_COOKIE,
  pushPendingEvents,
  withPendingEvents,
} from "./pending-funnel-events";
import { PendingFunnelEventShape, recordFunnelEvents, unpushedFunnelEvents } from "./pending-funnel-events.server";

const addToCart = (code: string, name = "Cup"): ActionEvent => ({
  event: "add_to_cart",
  ecommerce: {
    currency: "AED",
    value: 2.5,
    items: [{ item_id: code, item_name: name, price: 1.25, index: 1, quantity: 2 }],
  },
});

function counter() {
  let next = 0;
  return () => `e${++next}`;
}

/** A window with a dataLayer, a working sessionStorage, and the last cookie its script wrote. */
function fakeWindow() {
  const stored = new Map<string, string>();
  return {
    dataLayer: [] as unknown[],
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { protocol: "https:" },
    document: { cookie: "" },
  } as unknown as Window & { dataLayer: unknown[] };
}

describe("pending funnel events", () => {
  it("keeps the order of the actions, each event with an id of its own", () => {
    const ids = counter();
    const first = withPendingEvents([], [addToCart("2001")], ids);
    const both = withPendingEvents(first, [addToCart("2002")], ids);
    expect(both.map((event) => [event.id, event.ecommerce.items[0]!.item_id])).toEqual([
      ["e1", "2001"],
      ["e2", "2002"],
    ]);
    expect(PendingFunnelEventShape.array().parse(both)).toEqual(both);
  });

  it("stays within the cookie's budget: the oldest events go, a single large event loses its last items", () => {
    const ids = counter();
    let waiting: PendingFunnelEvent[] = [];
    for (let i = 0; i < 40; i++) waiting = withPendingEvents(waiting, [addToCart(`30${i}`)], ids);
    expect(new TextEncoder().encode(JSON.stringify(waiting)).length).toBeLessThanOrEqual(PENDING_EVENTS_BUDGET_BYTES);
    expect(waiting.at(-1)!.ecommerce.items[0]!.item_id).toBe("3039");
    expect(waiting[0]!.id).not.toBe("e1");

    const bigCart: ActionEvent = {
      event: "begin_checkout",
      ecommerce: {
        currency: "AED",
        value: 999,
        items: Array.from({ length: 60 }, (_, i) => ({
          item_id: `40${i}`,
          item_name: "صندوق كرتون مقوى للتغليف",
          price: 3,
          index: i + 1,
          quantity: 1,
        })),
      },
    };
    const [fitted] = withPendingEvents([], [bigCart], ids);
    expect(fitted!.ecommerce.value).toBe(999);
    expect(fitted!.ecommerce.items.length).toBeGreaterThan(0);
    expect(fitted!.ecommerce.items.length).toBeLessThan(60);
    expect(fitted!.ecommerce.items[0]!.item_id).toBe("400");
  });

  it("pushes each event once per tab, without its id, after clearing the previous ecommerce object", () => {
    const target = fakeWindow();
    const events = withPendingEvents([], [addToCart("2001"), addToCart("2002")], counter());
    expect(pushPendingEvents(events, target)).toBe(2);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, addToCart("2001"), { ecommerce: null }, addToCart("2002")]);
    // The same events again (a repeated response, a revalidation): nothing more.
    expect(pushPendingEvents(events, target)).toBe(0);
    expect(target.dataLayer).toHaveLength(4);
  });

  it("acknowledges the last event it received in a cookie the server reads, also when it had pushed them before", () => {
    const target = fakeWindow();
    const events = withPendingEvents([], [addToCart("2001"), addToCart("2002")], counter());
    pushPendingEvents(events, target);
    expect(target.document.cookie).toBe(`${PUSHED_EVENTS_COOKIE}=e2; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    target.document.cookie = "";
    expect(pushPendingEvents(events, target)).toBe(0);
    expect(target.document.cookie).toMatch(new RegExp(`^${PUSHED_EVENTS_COOKIE}=e2;`));
  });

  it("the events after the last pushed id are waiting; an unknown or missing id leaves all waiting", () => {
    const events = withPendingEvents([], [addToCart("2001"), addToCart("2002"), addToCart("2003")], counter());
    const codes = (waiting: PendingFunnelEvent[]) => waiting.map((event) => event.ecommerce.items[0]!.item_id);
    expect(codes(eventsAfterPushed(events, "e1"))).toEqual(["2002", "2003"]);
    expect(codes(eventsAfterPushed(events, "e3"))).toEqual([]);
    expect(codes(eventsAfterPushed(events, "gone"))).toEqual(["2001", "2002", "2003"]);
    expect(codes(eventsAfterPushed(events, undefined))).toEqual(["2001", "2002", "2003"]);
    expect(lastPushedId(`a=1; ${PUSHED_EVENTS_COOKIE}=3f2a-09; b=2`)).toBe("3f2a-09");
    expect(lastPushedId(`${PUSHED_EVENTS_COOKIE}=<script>`)).toBeUndefined();
    expect(lastPushedId(null)).toBeUndefined();
  });

  it("the session keeps the events until the browser says it pushed them (a response thrown away loses none)", async () => {
    const session = await getSession(new Request("http://shop.test/en/"));
    recordFunnelEvents(session, [addToCart("2001"), addToCart("2002")]);
    const [first, second] = session.data.funnelEvents!;
    // A page whose response never reached the shopper: the same events are still there for the next one.
    expect(unpushedFunnelEvents(session, new Request("http://shop.test/en/checkout"))).toHaveLength(2);
    expect(session.data.funnelEvents).toHaveLength(2);
    const pushedFirst = new Request("http://shop.test/en/", {
      headers: { Cookie: `${PUSHED_EVENTS_COOKIE}=${first!.id}` },
    });
    expect(unpushedFunnelEvents(session, pushedFirst)).toEqual([second]);
    expect(session.data.funnelEvents).toEqual([second]);
    const pushedBoth = new Request("http://shop.test/en/", {
      headers: { Cookie: `${PUSHED_EVENTS_COOKIE}=${second!.id}` },
    });
    expect(unpushedFunnelEvents(session, pushedBoth)).toEqual([]);
    expect(session.data.funnelEvents).toBeUndefined();
  });
});
