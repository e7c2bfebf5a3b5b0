import type { BucketBudget } from "../abuse/abuse-budgets.ts";

/**
 * A token bucket for one socket's events: bursts up to `capacity`, then `refillPerSecond`.
 * In process on purpose: a socket lives on one node, so its events never need a shared store.
 */
export function createTokenBucket(budget: BucketBudget, now: () => number = Date.now) {
  let tokens = budget.capacity;
  let refilledAt = now();
  return {
    /** Spends one token; false when the bucket is empty. */
    take(): boolean {
      const t = now();
      tokens = Math.min(
        budget.capacity,
        tokens + ((t - refilledAt) / 1000) * budget.refillPerSecond,
      );
      refilledAt = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
