import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { endpointOf, startFaultProxy } from "../../test/fault-proxy.ts";
import { connectTestRedis } from "../../test/test-redis.ts";
import { isDependencyOutage } from "../dependency-outage.ts";
import { connectRedis } from "../redis/redis-connection.ts";
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

describe("Redis rate store through an outage", () => {
  it("refuses a hit while Redis is away and never spends it once Redis is back", async () => {
    const relay = await startFaultProxy(endpointOf(process.env.TEST_REDIS_URL!));
    const node = connectRedis(relay.through(process.env.TEST_REDIS_URL!), () => undefined);
    try {
      await once(node, "ready");
      const rates = createRedisRateStore(node, prefix);
      expect(await rates.hit("outage", 5, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });

      await relay.cut();
      const refusals = await Promise.allSettled([
        rates.hit("outage", 5, 10_000),
        rates.claim("slow:outage", 30_000),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe("rejected");
        expect(isDependencyOutage((refusal as PromiseRejectedResult).reason)).toBe(true);
      }

      await relay.restore();
      await once(node, "ready");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await redis.get(`${prefix}:outage`)).toBe("1");
      expect(await redis.exists(`${prefix}:slow:outage`)).toBe(0);
    } finally {
      node.disconnect();
      await relay.close();
    }
  }, 30_000);

  it("pays back a hit that timed out on a hung Redis, so it is not counted when Redis resumes", async () => {
    const relay = await startFaultProxy(endpointOf(process.env.TEST_REDIS_URL!));
    const node = new Redis(relay.through(process.env.TEST_REDIS_URL!), { commandTimeout: 300 });
    try {
      await once(node, "ready");
      const rates = createRedisRateStore(node, prefix);
      expect(await rates.hit("hung", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });

      relay.freeze();
      const refusals = await Promise.allSettled([
        rates.hit("hung", 2, 10_000),
        rates.hit("hung", 2, 10_000),
      ]);
      expect(refusals.map((r) => r.status)).toEqual(["rejected", "rejected"]);

      await relay.restore();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Only the hit answered before the hang counts: the fan's next send is allowed.
      expect(await redis.get(`${prefix}:hung`)).toBe("1");
      expect(await rates.hit("hung", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    } finally {
      node.disconnect();
      await relay.close();
    }
  }, 30_000);
});
