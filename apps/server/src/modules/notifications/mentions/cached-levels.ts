import type { RoomNotificationLevel } from "@huddle/contracts/mentions";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import type { MentionsRepository } from "./mentions.repository.ts";

/**
 * How stale a fan's notification level for a room may be on a node that missed the word of a
 * change (`forgetLevel`, sent between nodes). 5 s until 2026-12-01, with no word sent: a busy
 * room's mentioned fans were read again every 5 s.
 */
export const LEVEL_CACHE_MS = 60_000;
const LEVELS_KEPT = 20_000;

/**
 * The repository with each fan's level per room kept a while: every mention in a busy room asks
 * it. A level set on this node is read afresh at once and `levelChanged` tells the other nodes,
 * which forget theirs (`forgetLevel`).
 */
export function withCachedLevels<R extends Pick<MentionsRepository, "level" | "setLevel">>(
  repo: R,
  options: { now: () => number; levelChanged(userId: string, roomSlug: string): void },
): R & { forgetLevel(userId: string, roomSlug: string): void } {
  const levels = new TtlCache<string, RoomNotificationLevel>(
    LEVEL_CACHE_MS,
    LEVELS_KEPT,
    options.now,
  );
  const key = (userId: string, roomSlug: string) => `${userId}|${roomSlug}`;
  return {
    ...repo,
    level: (userId: string, roomSlug: string) =>
      levels.getOrLoad(key(userId, roomSlug), () => repo.level(userId, roomSlug)),
    async setLevel(userId: string, roomSlug: string, level: RoomNotificationLevel, at: Date) {
      await repo.setLevel(userId, roomSlug, level, at);
      levels.delete(key(userId, roomSlug));
      options.levelChanged(userId, roomSlug);
    },
    forgetLevel: (userId: string, roomSlug: string) => levels.delete(key(userId, roomSlug)),
  };
}
