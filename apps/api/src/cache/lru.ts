/**
 * A small least-recently-used map (per-process caches of built responses), bounded by its number of entries or,
 * given a `weigh` function, by the sum of its entries' weights (bytes, say).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  /** `capacity`: the most entries, or the most total weight when `weigh` is given. */
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    // An entry heavier than the whole cache is not kept (it would only push everything else out).
    if (weight > this.capacity) return;
    this.entries.set(key, value);
    this.weight += weight;
    while (this.weight > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  /** Entries from the least to the most recently used (for scans that evict by content). */
  entriesOldestFirst(): IterableIterator<[K, V]> {
    return this.entries.entries();
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The total weight held (the number of entries without `weigh`). */
  get totalWeight(): number {
    return this.weight;
  }
}
