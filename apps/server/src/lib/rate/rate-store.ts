import type { Redis } from "ioredis";

/**
 * Short-lived counters for chat limits. In process for the embedded mode; in Redis for a cluster,
 * so a user cannot dodge a limit by landing on another node.
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

export function createMemoryRateStore(now: () => number = Date.now): RateStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const claims = new Map<string, number>();
  let lastSweep = now();

  function sweep(t: number) {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    for (const [k, until] of claims) if (until <= t) claims.delete(k);
  }

  return {
    async hit(key, max, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: w.resetAt - t };
    },
    async claim(key, ttlMs) {
      const t = now();
      sweep(t);
      const until = claims.get(key);
      if (until !== undefined && until > t) return { claimed: false, retryAfterMs: until - t };
      claims.set(key, t + ttlMs);
      return { claimed: true, retryAfterMs: 0 };
    },
  };
}

export function createRedisRateStore(redis: Redis, prefix = "huddle:rate:"): RateStore {
  return {
    async hit(key, max, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(k, windowMs);
      return count <= max
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async claim(key, ttlMs) {
      const k = prefix + key;
      const set = await redis.set(k, "1", "PX", ttlMs, "NX");
      if (set === "OK") return { claimed: true, retryAfterMs: 0 };
      const ttl = await redis.pttl(k);
      return { claimed: false, retryAfterMs: Math.max(ttl, 0) };
    },
  };
}
