import { describe, expect, it } from "vitest";
import { createMemoryRateStore, hitAll } from "./rate-store.ts";

describe("memory rate store", () => {
  it("allows `max` hits in a window, then refuses with the time left", async () => {
    const rates = createMemoryRateStore();
    const results = await Promise.all(Array.from({ length: 7 }, () => rates.hit("u1", 5, 10_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.retryAfterMs).toBeGreaterThan(9_000);
      expect(r.retryAfterMs).toBeLessThanOrEqual(10_000);
    }
    expect((await rates.hit("u2", 5, 10_000)).allowed).toBe(true);
  });

  it("gives a cooldown slot to one claim until it runs out", async () => {
    const rates = createMemoryRateStore();
    expect(await rates.claim("slow:u1:room", 30_000)).toEqual({ claimed: true, retryAfterMs: 0 });
    const second = await rates.claim("slow:u1:room", 30_000);
    expect(second.claimed).toBe(false);
    expect(second.retryAfterMs).toBeGreaterThan(29_000);
    expect((await rates.claim("slow:u1:other", 30_000)).claimed).toBe(true);
  });
});

describe("hitAll", () => {
  it("allows only while every budget does, and counts the hit against all of them", async () => {
    const rates = createMemoryRateStore();
    const hits = [
      { key: "room:u1", max: 2, windowMs: 10_000 },
      { key: "user:u1", max: 3, windowMs: 20_000 },
    ];
    expect(await hitAll(rates, hits)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await hitAll(rates, hits)).allowed).toBe(true);
    const third = await hitAll(rates, hits);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBeGreaterThan(9_000);
    expect(third.retryAfterMs).toBeLessThanOrEqual(10_000);
    // The room's refusal still spent the user's third hit: another room is refused too.
    const otherRoom = await hitAll(rates, [{ ...hits[0]!, key: "room2:u1" }, hits[1]!]);
    expect(otherRoom.allowed).toBe(false);
    expect(otherRoom.retryAfterMs).toBeGreaterThan(19_000);
  });
});
