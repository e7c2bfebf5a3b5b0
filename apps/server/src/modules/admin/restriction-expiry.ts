import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import type { AdminUsersRepository } from "./admin-users.repository.ts";

/** How often each node lifts bans and mutes whose time is up. */
export const RESTRICTION_EXPIRY_MS = 15_000;

export interface RestrictionExpiry {
  runOnce(): Promise<{ unbanned: string[]; unmuted: string[] }>;
  stop(): void;
}

/**
 * Timed bans and mutes end by themselves: every node runs this sweep (the update is idempotent,
 * so two nodes never lift or audit a user twice), at most RESTRICTION_EXPIRY_MS late.
 */
export function startRestrictionExpiry(deps: {
  repo: AdminUsersRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  userChanged(userId: string): void;
  /** A mute ran out: the user's open rooms let them post again at once. */
  muteEnded(userId: string): void;
  intervalMs?: number;
}): RestrictionExpiry {
  let running = false;

  async function runOnce() {
    const lifted = await deps.repo.liftExpired(deps.clock.now());
    for (const id of [...lifted.unbanned, ...lifted.unmuted]) deps.userChanged(id);
    for (const id of lifted.unmuted) deps.muteEnded(id);
    return lifted;
  }

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce()
      .catch((error: unknown) => deps.log.warn({ err: error }, "restriction expiry failed"))
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs ?? RESTRICTION_EXPIRY_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
