import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestRedis } from "../../test/test-redis.ts";
import { createRedisRateStore } from "./rate-store.ts";

const redis = connectTestRedis();
const prefix = `huddle-test-rate-${randomUUID()}`;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe("Redis rate store", () => {
  it("counts concurrent hits from two nodes atomically and always sets the window's expiry", async () => {
    const nodeA = createRedisRateStore(redis, prefix);
    const nodeB = createRedisRateStore(redis, prefix);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? nodeA : nodeB).hit("u1", 5, 10_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const r of results.filter((r) => !r.allowed)) {
      expect(r.retryAfterMs).toBeGreaterThan(9_000);
      expect(r.retryAfterMs).toBeLessThanOrEqual(10_000);
    }
    const [key] = await redis.keys(`${prefix}*u1`);
    expect(key).toBeDefined();
    expect(await redis.pttl(key!)).toBeGreaterThan(0);
  });

  it("gives a cooldown slot to one of two nodes claiming at once", async () => {
    const nodeA = createRedisRateStore(redis, prefix);
    const nodeB = createRedisRateStore(redis, prefix);
    const [a, b] = await Promise.all([
      nodeA.claim("slow:u1:room", 30_000),
      nodeB.claim("slow:u1:room", 30_000),
    ]);
    expect([a.claimed, b.claimed].sort()).toEqual([false, true]);
    expect((a.claimed ? b : a).retryAfterMs).toBeGreaterThan(29_000);
  });
});
