import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestRedis } from "../test/test-redis.ts";
import { createRedisPresence } from "./presence.ts";

const redis = connectTestRedis();
const prefix = `test:presence:${randomUUID()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** A node's presence store on the shared Redis, as each node of a cluster has one. */
const node = (nodeId: string) => createRedisPresence(redis, { nodeId, prefix });

describe("Redis presence across nodes", () => {
  it("counts a fan once across tabs and nodes, and drops them at their last leave", async () => {
    const a = node("count-a");
    const b = node("count-b");
    expect(await a.join("general", "fan")).toEqual({ onlineCount: 1, changed: true });
    expect(await b.join("general", "fan")).toEqual({ onlineCount: 1, changed: false });
    expect(await a.leave("general", "fan")).toEqual({ onlineCount: 1, changed: false });
    expect(await b.leave("general", "fan")).toEqual({ onlineCount: 0, changed: true });
    a.stop();
    b.stop();
  });

  it("takes a dead node's connections out of the counts once its mark expires", async () => {
    const dead = node("dead");
    const alive = node("alive");
    await dead.join("nba-lakers", "ghost");
    await dead.join("nba-lakers", "two-tabs");
    await alive.join("nba-lakers", "two-tabs");
    await alive.join("nba-lakers", "fan");
    expect(await alive.count("nba-lakers")).toBe(3);

    // A live node is never reaped.
    expect(await alive.heartbeat()).toBe(0);
    expect(await alive.count("nba-lakers")).toBe(3);

    // kill -9: the timer stops with the process and the mark runs out. The first beat that
    // finds it gone only suspects the node (a Redis outage expires every mark at once)...
    dead.stop();
    await redis.del(`${prefix}~alive:dead`);
    expect(await alive.heartbeat()).toBe(0);
    expect(await alive.count("nba-lakers")).toBe(3);
    // ...the next one, still finding no mark, reaps it.
    expect(await alive.heartbeat()).toBe(1);
    expect((await alive.userIds("nba-lakers")).sort()).toEqual(["fan", "two-tabs"]);
    expect(await alive.leave("nba-lakers", "two-tabs")).toEqual({ onlineCount: 1, changed: true });

    // Reaping again (another node, later beats) changes nothing.
    const third = node("third");
    expect(await third.heartbeat()).toBe(0);
    expect(await third.heartbeat()).toBe(0);
    third.stop();
    expect(await alive.userIds("nba-lakers")).toEqual(["fan"]);
    alive.stop();
  });

  it("keeps a node that renews its mark after an outage expired it", async () => {
    const watcher = node("watcher");
    const slow = node("slow");
    await slow.join("nhl-bruins", "fan");
    await redis.del(`${prefix}~alive:slow`);
    expect(await watcher.heartbeat()).toBe(0);
    await slow.heartbeat();
    expect(await watcher.heartbeat()).toBe(0);
    expect(await watcher.heartbeat()).toBe(0);
    expect(await watcher.userIds("nhl-bruins")).toEqual(["fan"]);
    watcher.stop();
    slow.stop();
  });

  it("counts a node's connections again after Redis lost them, and never doubles them", async () => {
    const restarted = node("restarted");
    const other = node("other");
    await restarted.join("mlb-cubs", "two-tabs");
    await restarted.join("mlb-cubs", "two-tabs");
    await restarted.join("mlb-cubs", "left-meanwhile");
    await other.join("mlb-cubs", "elsewhere");
    const held = [
      { roomSlug: "mlb-cubs", userId: "two-tabs" },
      { roomSlug: "mlb-cubs", userId: "two-tabs" },
      { roomSlug: "mlb-cubs", userId: "joined-meanwhile" },
    ];

    // Redis kept everything (a network blip): the node's own entries are replaced, not added.
    expect(await restarted.restore(held)).toBe(2);
    expect(await redis.hgetall(`${prefix}mlb-cubs`)).toEqual({
      "two-tabs": "2",
      "joined-meanwhile": "1",
      elsewhere: "1",
    });

    // Redis came back empty (restarted without persistence): the node's connections return.
    const keys = await redis.keys(`${prefix}*`);
    await redis.del(...keys);
    expect(await restarted.restore(held)).toBe(2);
    expect(await redis.hgetall(`${prefix}mlb-cubs`)).toEqual({
      "two-tabs": "2",
      "joined-meanwhile": "1",
    });
    // Leaving afterwards still balances: the ledger was rebuilt with the counts.
    await restarted.leave("mlb-cubs", "two-tabs");
    expect(await restarted.leave("mlb-cubs", "two-tabs")).toEqual({
      onlineCount: 1,
      changed: true,
    });
    // The mark was renewed with the counts, so no other node reaps them.
    expect(await redis.exists(`${prefix}~alive:restarted`)).toBe(1);
    restarted.stop();
    other.stop();
  });
});
