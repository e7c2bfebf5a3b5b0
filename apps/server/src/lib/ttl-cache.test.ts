import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

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

  it("evicts the oldest entry beyond its size", () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBe(3);
  });
});
