import type { Redis } from "ioredis";

export interface PresenceChange {
  /** Distinct users in the room after the change. */
  onlineCount: number;
  /** True when this was the user's first connection in the room (join) or last (leave). */
  changed: boolean;
}

/**
 * Who is online in each room, counted per user (a fan with two tabs counts once). In Redis for a
 * cluster so every node reports the same count.
 */
export interface PresenceStore {
  join(roomSlug: string, userId: string): Promise<PresenceChange>;
  leave(roomSlug: string, userId: string): Promise<PresenceChange>;
  count(roomSlug: string): Promise<number>;
  /** Who is online in the room (mention suggestions put them first). */
  userIds(roomSlug: string): Promise<string[]>;
}

export function createMemoryPresence(): PresenceStore {
  const rooms = new Map<string, Map<string, number>>();
  return {
    async join(roomSlug, userId) {
      const users = rooms.get(roomSlug) ?? new Map<string, number>();
      rooms.set(roomSlug, users);
      const connections = (users.get(userId) ?? 0) + 1;
      users.set(userId, connections);
      return { onlineCount: users.size, changed: connections === 1 };
    },
    async leave(roomSlug, userId) {
      const users = rooms.get(roomSlug);
      const connections = (users?.get(userId) ?? 0) - 1;
      if (!users || connections < 0) return { onlineCount: users?.size ?? 0, changed: false };
      if (connections === 0) users.delete(userId);
      else users.set(userId, connections);
      if (users.size === 0) rooms.delete(roomSlug);
      return { onlineCount: users.size, changed: connections === 0 };
    },
    async count(roomSlug) {
      return rooms.get(roomSlug)?.size ?? 0;
    },
    async userIds(roomSlug) {
      return [...(rooms.get(roomSlug)?.keys() ?? [])];
    },
  };
}

export function createRedisPresence(redis: Redis, prefix = "huddle:presence:"): PresenceStore {
  const key = (roomSlug: string) => prefix + roomSlug;
  return {
    async join(roomSlug, userId) {
      const [[, connections], [, onlineCount]] = (await redis
        .multi()
        .hincrby(key(roomSlug), userId, 1)
        .hlen(key(roomSlug))
        .exec()) as [[null, number], [null, number]];
      return { onlineCount, changed: connections === 1 };
    },
    async leave(roomSlug, userId) {
      const connections = await redis.hincrby(key(roomSlug), userId, -1);
      if (connections <= 0) await redis.hdel(key(roomSlug), userId);
      return { onlineCount: await redis.hlen(key(roomSlug)), changed: connections === 0 };
    },
    async count(roomSlug) {
      return redis.hlen(key(roomSlug));
    },
    async userIds(roomSlug) {
      return redis.hkeys(key(roomSlug));
    },
  };
}
