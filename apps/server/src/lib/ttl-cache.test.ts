import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

/**
 * Data read by a load whose first call is slow: it reads `stored` at once and answers only on
 * `release()`, as a read that began before a change and ends after it. Later loads answer at once.
 */
function slowFirstLoad() {
  const data = {
    stored: "before",
    release: () => {},
    loads: 0,
    load: (): Promise<string> => {
      data.loads += 1;
      if (data.loads > 1) return Promise.resolve(data.stored);
      const seen = data.stored;
      return new Promise<string>((resolve) => (data.release = () => resolve(seen)));
    },
  };
  return data;
}

describe("TtlCache", () => {
  it("returns a value until it expires", () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1_000, 10, () => now);
    cache.set("a", 1);
    now = 999;
    expect(cache.get("a")).toBe(1);
    now = 1_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("caches null and shares one load between concurrent misses", async () => {
    const cache = new TtlCache<string, string | null>(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    const both = await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    expect(both).toEqual([null, null]);
    expect(await cache.getOrLoad("k", load)).toBeNull();
    expect(loads).toBe(1);
  });

  it("loads once while fresh and again after invalidation", async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("k", load)).toBe(1);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    cache.delete("k");
    expect(await cache.getOrLoad("k", load)).toBe(2);
    cache.deleteWhere((key) => key === "k");
    expect(await cache.getOrLoad("k", load)).toBe(3);
  });

  it("answers a load overtaken by an invalidation with a fresh load, and keeps neither", async () => {
    const cache = new TtlCache<string, string>(60_000);
    const data = slowFirstLoad();
    const pending = cache.getOrLoad("k", data.load);
    // The data changes while the first load is out, and its writer drops the entry.
    data.stored = "after";
    cache.delete("k");
    data.release();
    expect(await pending).toBe("after");
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops a load still in flight that deleteWhere matches, so no one keeps its old answer", async () => {
    const cache = new TtlCache<string, string>(60_000);
    const data = slowFirstLoad();
    const pending = cache.getOrLoad("room|40", data.load);
    // A message is stored while the page is being read; the writer drops the room's pages.
    data.stored = "after";
    let askedWhileLoading: string | undefined = "not asked";
    cache.deleteWhere((key, value) => {
      if (value === undefined) askedWhileLoading = key;
      return key.startsWith("room|");
    });
    expect(askedWhileLoading).toBe("room|40");
    // A reader arriving now neither joins the old load nor gets its answer later.
    const later = cache.getOrLoad("room|40", data.load);
    data.release();
    expect(await pending).toBe("after");
    expect(await later).toBe("after");
    expect(await cache.getOrLoad("room|40", data.load)).toBe("after");
  });

  it("drops a load's answer that deleteWhere matches between its end and its storing", async () => {
    // The load ends, and the library stores its answer some microtasks later: a change told in
    // between, at whatever depth, still drops it.
    for (let depth = 0; depth < 12; depth++) {
      const cache = new TtlCache<string, string>(60_000);
      const data = slowFirstLoad();
      const pending = cache.getOrLoad("room|40", data.load);
      data.release();
      for (let tick = 0; tick < depth; tick++) await Promise.resolve();
      cache.deleteWhere((key) => key.startsWith("room|"));
      await pending;
      expect(cache.get("room|40"), `told ${depth} microtasks after the load ended`).toBeUndefined();
    }
  });

  it("keeps a load in flight that deleteWhere does not match", async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    let release = () => {};
    const slowLoad = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = () => resolve(loads)));
    };
    const pending = cache.getOrLoad("a", slowLoad);
    cache.deleteWhere((key) => key === "b");
    release();
    expect(await pending).toBe(1);
    expect(await cache.getOrLoad("a", slowLoad)).toBe(1);
    expect(loads).toBe(1);
  });

  it("fails the caller of a load that fails, once, and keeps nothing", async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    const failing = async (): Promise<number> => {
      loads += 1;
      throw new Error("database down");
    };
    await expect(cache.getOrLoad("k", failing)).rejects.toThrow("database down");
    expect(loads).toBe(1);
    expect(await cache.getOrLoad("k", async () => 7)).toBe(7);
  });

  it("evicts the least recently used entry beyond its size", () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });
});
