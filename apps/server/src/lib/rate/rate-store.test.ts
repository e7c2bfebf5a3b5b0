import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { isDependencyOutage } from "../dependency-outage.ts";
import { createMemoryRateStore, createRedisRateStore, hitAll } from "./rate-store.ts";

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

/**
 * An ioredis client as the Redis store sees it: a status, its events, and the counting script
 * (`rlflxIncr`), which answers one hit counted with ten seconds left.
 */
class RedisClientDouble extends EventEmitter {
  status = "connecting";
  readonly sent: string[] = [];
  defineCommand(): void {}
  rlflxIncr(args: [key: string, ...rest: string[]]): Promise<[number, number]> {
    this.sent.push(args[0]);
    return Promise.resolve([1, 10_000]);
  }
  becomes(status: string): void {
    this.status = status;
    this.emit(status);
  }
}

describe("Redis rate store while the link is down", () => {
  it("refuses a hit as an outage without queueing it once the link had been up", async () => {
    const client = new RedisClientDouble();
    const rates = createRedisRateStore(client as unknown as Redis, "test");
    client.becomes("ready");
    client.becomes("reconnecting");

    const refusal = await rates.hit("send:u1:general", 5, 10_000).catch((error: unknown) => error);
    const claim = await rates.claim("slow:u1:general", 5_000).catch((error: unknown) => error);

    expect(isDependencyOutage(refusal)).toBe(true);
    expect(isDependencyOutage(claim)).toBe(true);
    expect(client.sent).toEqual([]);
  });

  it("waits for the first connection at start-up, and counts again once the link is back", async () => {
    const client = new RedisClientDouble();
    const rates = createRedisRateStore(client as unknown as Redis, "test");
    expect((await rates.hit("a", 5, 10_000)).allowed).toBe(true);
    client.becomes("ready");
    client.becomes("reconnecting");
    client.becomes("ready");
    expect((await rates.hit("b", 5, 10_000)).allowed).toBe(true);
    expect(client.sent).toEqual(["test:a", "test:b"]);
  });
});
