import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMarketingThrottle } from "./marketing-throttle";

describe("marketing event throttle (1000 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // The default clock, driven by the fake timers.
  const throttle = () => createMarketingThrottle();

  it("pushes the first event at once and the last of a burst when its second is over", () => {
    const pushed: string[] = [];
    const throttled = throttle();
    throttled("view_item", () => pushed.push("A"));
    vi.advanceTimersByTime(200);
    throttled("view_item", () => pushed.push("B"));
    throttled("view_item", () => pushed.push("C"));
    expect(pushed).toEqual(["A"]);
    vi.advanceTimersByTime(799);
    expect(pushed).toEqual(["A"]);
    vi.advanceTimersByTime(1);
    expect(pushed).toEqual(["A", "C"]);
    // The held push opened a new second: an event right after it waits too.
    throttled("view_item", () => pushed.push("D"));
    expect(pushed).toEqual(["A", "C"]);
    vi.advanceTimersByTime(1000);
    expect(pushed).toEqual(["A", "C", "D"]);
  });

  it("lets an event through at once after a quiet second, and never holds other keys", () => {
    const pushed: string[] = [];
    const throttled = throttle();
    throttled("view_item_list|home-deals", () => pushed.push("deals"));
    throttled("view_item_list|home-flash", () => pushed.push("flash"));
    throttled("select_item", () => pushed.push("select"));
    expect(pushed).toEqual(["deals", "flash", "select"]);
    vi.advanceTimersByTime(1000);
    throttled("view_item_list|home-deals", () => pushed.push("deals again"));
    expect(pushed).toEqual(["deals", "flash", "select", "deals again"]);
  });
});
