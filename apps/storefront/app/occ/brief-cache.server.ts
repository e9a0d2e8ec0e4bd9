/**
 * API answers that are the same for every shopper (the delivery regions, the header and footer), kept for a
 * moment per key. Each page needs them; asking the API for them on every page cost more API calls than the page's
 * own content (four of a search page's five). A moment is short enough that nobody notices a staff edit arriving
 * late: the API's own caches already look for changes once a second. While one load runs, every request for the
 * same key waits for it instead of starting another; a failed load is forgotten at once, so the next request asks
 * again.
 */
export interface BriefCache<Key, Value> {
  get(key: Key, now?: number): Promise<Value>;
  /** For tests: forget every kept answer. */
  clear(): void;
}

export function briefCache<Key, Value>(keepMs: number, load: (key: Key) => Promise<Value>): BriefCache<Key, Value> {
  const kept = new Map<Key, { until: number; value: Promise<Value> }>();
  return {
    get(key, now = Date.now()) {
      const entry = kept.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = load(key);
      kept.set(key, { until: now + keepMs, value });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    clear: () => kept.clear(),
  };
}
