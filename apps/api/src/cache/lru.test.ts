import { describe, expect, it } from "vitest";
import { LruCache } from "./lru.js";

describe("LruCache", () => {
  it("drops the least recently used entry past its number of entries", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
  });

  it("keeps the total weight of its entries within its capacity", () => {
    const cache = new LruCache<string, string>(10, (text) => text.length);
    cache.set("a", "xxxx");
    cache.set("b", "yyyy");
    cache.set("a", "xxxxx");
    expect(cache.totalWeight).toBe(9);
    cache.set("c", "zz");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["xxxxx", undefined, "zz"]);
    expect(cache.totalWeight).toBe(7);
    // Heavier than the whole cache: not kept, and nothing else is pushed out.
    cache.set("d", "w".repeat(11));
    expect([cache.get("d"), cache.size, cache.totalWeight]).toEqual([undefined, 2, 7]);
    cache.delete("a");
    expect([cache.size, cache.totalWeight]).toEqual([1, 2]);
    cache.clear();
    expect([cache.size, cache.totalWeight]).toEqual([0, 0]);
  });
});
