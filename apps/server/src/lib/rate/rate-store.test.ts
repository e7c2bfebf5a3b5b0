import { describe, expect, it } from "vitest";
import { createMemoryRateStore } from "./rate-store.ts";

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
