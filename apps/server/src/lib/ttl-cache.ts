import { LRUCache } from "lru-cache";

/**
 * A small per-process cache whose entries expire after `ttlMs`, on the `lru-cache` library (the
 * least recently used entry goes first beyond `maxEntries`). Used where a few seconds of staleness
 * across nodes is acceptable and this node invalidates its own writes at once.
 */
export class TtlCache<K extends NonNullable<unknown>, V> {
  /** Values are boxed: the library stores no null or undefined, and some callers cache null. */
  private readonly lru: LRUCache<K, { value: V }, () => Promise<V>>;
  /** What the library rejected pending loads with when a delete or set overtook them. */
  private readonly overtaken = new WeakSet<object>();
  /**
   * Keys with a load in flight, by that load's signal. The library's iterators skip these, so
   * `deleteWhere` would miss a load that read the data before the change it is told about.
   */
  private readonly loading = new Map<K, AbortSignal>();

  constructor(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now) {
    if (ttlMs < 2) throw new Error("TtlCache needs a time to live of at least 2 ms");
    this.lru = new LRUCache<K, { value: V }, () => Promise<V>>({
      max: maxEntries,
      // The library drops an entry once MORE than `ttl` has passed and treats a start time of 0
      // as "never stale"; ours expires at exactly `ttlMs` on whole-millisecond clocks, including
      // test clocks that start at 0. One millisecond off each side keeps that contract.
      ttl: ttlMs - 1,
      perf: { now: () => now() + 1 },
      // Read the (injectable) clock on every check instead of caching it for a millisecond.
      ttlResolution: 0,
      fetchMethod: async (key, _stale, { context, signal }) => {
        this.loading.set(key, signal);
        const settled = () => {
          if (this.loading.get(key) === signal) this.loading.delete(key);
        };
        signal.addEventListener("abort", () => {
          if (signal.reason instanceof Object) this.overtaken.add(signal.reason);
          settled();
        });
        try {
          return { value: await context() };
        } finally {
          // The library stores the answer a few microtasks after this returns; until then its
          // iterators still skip the key, so it stays listed here until the next turn.
          setImmediate(settled);
        }
      },
    });
  }

  get(key: K): V | undefined {
    return this.lru.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.lru.set(key, { value });
  }

  /**
   * The cached value, or the loader's (stored) when missing or expired. Concurrent misses for one
   * key share a single load.
   */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) return hit.value;
    try {
      const loaded = await this.lru.fetch(key, { context: load });
      if (loaded) return loaded.value;
    } catch (error) {
      if (!(error instanceof Object && this.overtaken.has(error))) throw error;
    }
    // A delete (the data changed) or a set overtook the load, whose answer may predate the
    // change: the caller gets a load of its own, kept by nobody. Before, the caller failed.
    return load();
  }

  delete(key: K): void {
    this.lru.delete(key);
  }

  /**
   * Drops every entry that matches, and every load in flight that matches: those are asked with
   * `undefined` for their value, which is not known yet (a matcher on values drops them when
   * the answer may hold what changed).
   */
  deleteWhere(match: (key: K, value: V | undefined) => boolean): void {
    const doomed = [...this.lru.entries()]
      .filter(([key, box]) => match(key, box.value))
      .map(([key]) => key);
    const loads = [...this.loading.keys()].filter((key) => match(key, undefined));
    for (const key of [...doomed, ...loads]) this.lru.delete(key);
  }
}
