import { randomUUID } from "node:crypto";
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

/** One socket in one room, as a node holds it. */
export interface HeldConnection {
  roomSlug: string;
  userId: string;
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

/** How long a node counts as alive without renewing its mark, and how often it renews it. */
export const PRESENCE_NODE_TTL_MS = 30_000;
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** Subtracts what the ledger at KEYS[2] added to the room counts (prefix ARGV[1]); drops it. */
const SUBTRACT_LEDGER = `
local entries = redis.call('HGETALL', KEYS[2])
for i = 1, #entries, 2 do
  local sep = string.find(entries[i], '\\n', 1, true)
  local room = ARGV[1] .. string.sub(entries[i], 1, sep - 1)
  local user = string.sub(entries[i], sep + 1)
  if redis.call('HINCRBY', room, user, -tonumber(entries[i + 1])) <= 0 then
    redis.call('HDEL', room, user)
  end
end
redis.call('DEL', KEYS[2])`;

/**
 * Takes a dead node's connections out of the room counts: for each `room\nuser` of its ledger,
 * subtracts what it added, then drops the ledger and the node. Atomic, and a no-op while the node
 * is alive or once another node has done it.
 */
const REAP_NODE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
${SUBTRACT_LEDGER}
redis.call('SREM', KEYS[3], ARGV[2])
return #entries / 2`;

/**
 * Replaces what this node counts with what it holds (ARGV[2..]: `room\nuser`, connections):
 * whether Redis came back empty or kept everything, the counts end up right, never doubled.
 */
const RESTORE_NODE = `
${SUBTRACT_LEDGER}
for i = 2, #ARGV, 2 do
  local sep = string.find(ARGV[i], '\\n', 1, true)
  local room = ARGV[1] .. string.sub(ARGV[i], 1, sep - 1)
  redis.call('HINCRBY', room, string.sub(ARGV[i], sep + 1), tonumber(ARGV[i + 1]))
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
end
return (#ARGV - 1) / 2`;

/**
 * Presence shared by every node. Each node also keeps a ledger of what it added and renews a
 * liveness mark; a node killed without closing its sockets (kill -9, a lost machine) stops
 * renewing it, and the next node to look takes its connections out of the counts — else its fans
 * stayed "online" in Redis for good.
 */
export function createRedisPresence(
  redis: Redis,
  options: { nodeId?: string; prefix?: string } = {},
): PresenceStore & {
  heartbeat(): Promise<number>;
  restore(held: Iterable<HeldConnection>): Promise<number>;
  stop(): void;
} {
  const prefix = options.prefix ?? "huddle:presence:";
  const nodeId = options.nodeId ?? randomUUID();
  const key = (roomSlug: string) => prefix + roomSlug;
  const nodesKey = `${prefix}~nodes`;
  const ledgerOf = (node: string) => `${prefix}~ledger:${node}`;
  const aliveOf = (node: string) => `${prefix}~alive:${node}`;
  const entry = (roomSlug: string, userId: string) => `${roomSlug}\n${userId}`;

  /**
   * Nodes seen without a mark at the last beat. A node is reaped only when a second beat still
   * finds it without one: after a Redis outage every mark has expired at once, and each node
   * renews its own within one beat of Redis coming back.
   */
  const suspects = new Set<string>();

  /** Renews this node's mark and reaps nodes whose mark stayed expired; returns how many. */
  async function heartbeat(): Promise<number> {
    await redis
      .multi()
      .set(aliveOf(nodeId), "1", "PX", PRESENCE_NODE_TTL_MS)
      .sadd(nodesKey, nodeId)
      .exec();
    let reaped = 0;
    for (const node of await redis.smembers(nodesKey)) {
      if (node === nodeId) continue;
      if ((await redis.exists(aliveOf(node))) === 1) {
        suspects.delete(node);
      } else if (!suspects.has(node)) {
        suspects.add(node);
      } else {
        suspects.delete(node);
        const keys = [aliveOf(node), ledgerOf(node), nodesKey];
        if (((await redis.eval(REAP_NODE, 3, ...keys, prefix, node)) as number) > 0) reaped++;
      }
    }
    return reaped;
  }
  const beating = heartbeat().catch(() => undefined);
  const timer = setInterval(() => void heartbeat().catch(() => undefined), PRESENCE_HEARTBEAT_MS);
  timer.unref();

  return {
    async join(roomSlug, userId) {
      await beating;
      const [[, connections], [, onlineCount]] = (await redis
        .multi()
        .hincrby(key(roomSlug), userId, 1)
        .hlen(key(roomSlug))
        .hincrby(ledgerOf(nodeId), entry(roomSlug, userId), 1)
        .exec()) as [[null, number], [null, number]];
      return { onlineCount, changed: connections === 1 };
    },
    async leave(roomSlug, userId) {
      const [connections, onlineCount] = (await redis.eval(
        LEAVE,
        2,
        key(roomSlug),
        ledgerOf(nodeId),
        userId,
        entry(roomSlug, userId),
      )) as [number, number];
      return { onlineCount, changed: connections === 0 };
    },
    async count(roomSlug) {
      return redis.hlen(key(roomSlug));
    },
    async userIds(roomSlug) {
      return redis.hkeys(key(roomSlug));
    },
    heartbeat,
    /** After a Redis outage: counts this node's connections again; answers how many entries. */
    async restore(held) {
      const connections = new Map<string, number>();
      for (const { roomSlug, userId } of held) {
        const at = entry(roomSlug, userId);
        connections.set(at, (connections.get(at) ?? 0) + 1);
      }
      await heartbeat();
      return (await redis.eval(
        RESTORE_NODE,
        2,
        aliveOf(nodeId),
        ledgerOf(nodeId),
        prefix,
        ...[...connections].flat().map(String),
      )) as number;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * One connection fewer, in the room's counts and in this node's ledger, dropping entries that
 * reach zero; answers the user's remaining connections and the room's distinct users.
 */
const LEAVE = `
local connections = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if connections <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
if redis.call('HINCRBY', KEYS[2], ARGV[2], -1) <= 0 then redis.call('HDEL', KEYS[2], ARGV[2]) end
return {connections, redis.call('HLEN', KEYS[1])}`;
