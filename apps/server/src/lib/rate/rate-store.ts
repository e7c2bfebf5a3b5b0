import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/**
 * Short-lived counters for chat limits, on `rate-limiter-flexible`. In process for the embedded
 * mode; in Redis for a cluster (one Lua script counts and sets the expiry atomically), so a user
 * cannot dodge a limit by landing on another node.
 */
export interface RateStore {
  /** Counts one hit in a fixed window; refuses once `max` hits are in the window. */
  hit(
    key: string,
    max: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Takes a cooldown slot for `ttlMs`; refuses while an earlier claim is still running. */
  claim(key: string, ttlMs: number): Promise<{ claimed: boolean; retryAfterMs: number }>;
}

/** One hit to count: a key and the fixed-window budget it spends. */
export interface RateHit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Spends one hit on each budget at once: the hits leave together, one round trip to Redis instead
 * of one each. Allowed only if every budget allows it, else the longest wait of those refusing. A
 * hit refused by one budget still counts against the others, as a refused hit already counts
 * against its own (the store counts every hit).
 */
export async function hitAll(
  rates: RateStore,
  hits: readonly RateHit[],
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const results = await Promise.all(hits.map((h) => rates.hit(h.key, h.max, h.windowMs)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterMs: 0 };
  return { allowed: false, retryAfterMs: Math.max(...refused.map((r) => r.retryAfterMs)) };
}

type LimiterFor = (points: number, durationSeconds: number) => RateLimiterAbstract;

/**
 * Spends one point; a refusal is the library's rejected `RateLimiterRes`, a store failure throws.
 * A hit that timed out on a Redis that stopped answering (its socket open, the command in it)
 * is counted when Redis resumes, although the caller was told 503: after a 30 s hang, a fan's
 * first real sends were refused as too fast. So a timed-out hit is paid back at once; the refund
 * follows it on the same connection, so Redis runs both, in that order, whenever it resumes.
 */
async function spend(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfterMs: 0 };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      return { allowed: false, retryAfterMs: Math.max(refusal.msBeforeNext, 0) };
    }
    if (isCommandTimeout(refusal)) void limiter.reward(key, 1).catch(() => undefined);
    throw refusal;
  }
}

/** ioredis's `commandTimeout`: the command was written and may still run. */
function isCommandTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.includes("Command timed out");
}

/**
 * A limiter holds one budget, while callers pass the budget with each hit: keep one limiter per
 * budget (there are a handful). The Redis limiter counts in whole seconds; every budget is one.
 */
function rateStore(limiterFor: LimiterFor): RateStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (points: number, windowMs: number) => {
    const id = `${points}/${windowMs}`;
    let found = limiters.get(id);
    if (!found) {
      found = limiterFor(points, Math.max(1, Math.ceil(windowMs / 1000)));
      limiters.set(id, found);
    }
    return found;
  };
  return {
    hit: (key, max, windowMs) => spend(limiter(max, windowMs), key),
    async claim(key, ttlMs) {
      const { allowed, retryAfterMs } = await spend(limiter(1, ttlMs), key);
      return { claimed: allowed, retryAfterMs };
    },
  };
}

export function createMemoryRateStore(): RateStore {
  return rateStore(
    (points, duration) => new RateLimiterMemory({ points, duration, keyPrefix: "huddle:rate" }),
  );
}

export function createRedisRateStore(redis: Redis, keyPrefix = "huddle:rate"): RateStore {
  const store = rateStore(
    (points, duration) => new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix }),
  );
  const refuseWhileReconnecting = reconnectGuard(redis);
  return {
    hit: (...args) => refuseWhileReconnecting().then(() => store.hit(...args)),
    claim: (...args) => refuseWhileReconnecting().then(() => store.claim(...args)),
  };
}

/**
 * ioredis keeps a command issued while it reconnects and sends it once Redis is back, even when
 * the caller gave up on it long before (`commandTimeout`). A send refused with 503 during an
 * outage was then charged to the fan's budget when Redis returned, and the next real sends were
 * refused as too fast. So once the link has been up, a hit while it is down fails at once, as
 * the outage it is (the message is one `isDependencyOutage` knows); before the first connection
 * at start-up, hits wait for it as before.
 */
function reconnectGuard(redis: Redis): () => Promise<void> {
  let wasReady = redis.status === "ready";
  redis.on("ready", () => {
    wasReady = true;
  });
  return async () => {
    if (wasReady && redis.status !== "ready") {
      throw new Error("Connection is closed: Redis is reconnecting, the hit was not sent");
    }
  };
}
