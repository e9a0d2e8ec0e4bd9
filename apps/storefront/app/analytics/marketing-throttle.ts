/**
 * The marketing events (`view_item`, `view_item_list`, `select_item`) are throttled at 1000 ms (shopping spec §7):
 * a burst of the same event for the same list (a carousel's slides, a listing re-rendered while its filters change,
 * a double click) reaches the dataLayer as its first event at once and, when more followed within the second, the
 * last of them when the second is over. Different events, or one event for different lists, do not hold each other.
 */
export const MARKETING_THROTTLE_MS = 1000;

type Clock = { now(): number; setTimeout(run: () => void, ms: number): unknown };

/**
 * The browser's clock. `setTimeout` is called through a function: the browser's own throws "Illegal invocation" when
 * called as another object's method.
 */
const browserClock: Clock = { now: () => Date.now(), setTimeout: (run, ms) => globalThis.setTimeout(run, ms) };

export function createMarketingThrottle(clock: Clock = browserClock) {
  const lastPushed = new Map<string, number>();
  const held = new Map<string, () => void>();

  function pushNow(key: string, push: () => void) {
    lastPushed.set(key, clock.now());
    push();
  }

  /** Pushes at once, or holds the push (replacing one already held) until the key's second is over. */
  return function throttled(key: string, push: () => void): void {
    const last = lastPushed.get(key);
    const wait = last === undefined ? 0 : last + MARKETING_THROTTLE_MS - clock.now();
    if (wait <= 0 && !held.has(key)) {
      pushNow(key, push);
      return;
    }
    const alreadyScheduled = held.has(key);
    held.set(key, push);
    if (alreadyScheduled) return;
    clock.setTimeout(
      () => {
        const latest = held.get(key);
        held.delete(key);
        if (latest) pushNow(key, latest);
      },
      Math.max(wait, 0),
    );
  };
}
