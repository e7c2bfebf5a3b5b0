import type { RoomNotificationLevel } from "@huddle/contracts/mentions";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import type { MentionsRepository } from "./mentions.repository.ts";

/** How stale a fan's notification level for a room may be on another node. */
export const LEVEL_CACHE_MS = 5_000;
const LEVELS_KEPT = 20_000;

/**
 * The repository with each fan's level per room kept for a moment: every mention in a busy room
 * asks it. A level set on this node is read afresh at once.
 */
export function withCachedLevels<R extends Pick<MentionsRepository, "level" | "setLevel">>(
  repo: R,
  now: () => number,
): R {
  const levels = new TtlCache<string, RoomNotificationLevel>(LEVEL_CACHE_MS, LEVELS_KEPT, now);
  const key = (userId: string, roomSlug: string) => `${userId}|${roomSlug}`;
  return {
    ...repo,
    level: (userId: string, roomSlug: string) =>
      levels.getOrLoad(key(userId, roomSlug), () => repo.level(userId, roomSlug)),
    async setLevel(userId: string, roomSlug: string, level: RoomNotificationLevel, at: Date) {
      await repo.setLevel(userId, roomSlug, level, at);
      levels.delete(key(userId, roomSlug));
    },
  };
}
