import { describe, expect, it } from "vitest";
import type { RoomNotificationLevel } from "@huddle/contracts/mentions";
import { LEVEL_CACHE_MS, withCachedLevels } from "./cached-levels.ts";

/** Levels in a map, counting the reads that reach it. */
function fakeRepo() {
  const stored = new Map<string, RoomNotificationLevel>();
  const reads = { count: 0 };
  const repo = {
    async level(userId: string, roomSlug: string) {
      reads.count++;
      return stored.get(`${userId}|${roomSlug}`) ?? "mentions";
    },
    async setLevel(userId: string, roomSlug: string, level: RoomNotificationLevel, _at: Date) {
      stored.set(`${userId}|${roomSlug}`, level);
    },
  };
  return { repo, stored, reads };
}

describe("cached notification levels", () => {
  it("reads a fan's level once per time to live, and afresh after setting it here", async () => {
    let now = 0;
    const db = fakeRepo();
    const told: string[] = [];
    const repo = withCachedLevels(db.repo, {
      now: () => now,
      levelChanged: (userId, roomSlug) => told.push(`${userId}|${roomSlug}`),
    });
    await repo.level("u1", "general");
    await repo.level("u1", "general");
    expect(db.reads.count).toBe(1);

    await repo.setLevel("u1", "general", "nothing", new Date(0));
    expect(await repo.level("u1", "general")).toBe("nothing");
    expect(told).toEqual(["u1|general"]);

    db.stored.set("u1|general", "all");
    expect(await repo.level("u1", "general")).toBe("nothing");
    now = LEVEL_CACHE_MS;
    expect(await repo.level("u1", "general")).toBe("all");
  });

  it("reads a level afresh once another node says it changed", async () => {
    const db = fakeRepo();
    const repo = withCachedLevels(db.repo, { now: () => 0, levelChanged: () => {} });
    expect(await repo.level("u1", "general")).toBe("mentions");
    db.stored.set("u1|general", "nothing");
    expect(await repo.level("u1", "general")).toBe("mentions");
    repo.forgetLevel("u1", "other-room");
    expect(await repo.level("u1", "general")).toBe("mentions");
    repo.forgetLevel("u1", "general");
    expect(await repo.level("u1", "general")).toBe("nothing");
  });
});
