import type { Config } from "../config.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import type { DeliveryEngine } from "../modules/notifications/delivery/delivery-engine.ts";
import type { ScoresEngine } from "../modules/sports/scores-engine.ts";
import type { RecurringJob } from "./job-runner.ts";

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Every scheduled job of the app, in one place: each runs once per round across the cluster
 * (src/jobs/job-runner.ts). A new one (subscription renewals, timed-ban expiry…) is one more
 * entry here, calling its slice's service.
 */
export function scheduledJobs(deps: {
  config: Pick<Config, "SCORES_TICK_MS" | "DELIVERY_TICK_MS">;
  scores: ScoresEngine;
  deliveries: DeliveryEngine;
  mailer: Pick<Mailer, "retryDue">;
}): RecurringJob[] {
  const { config, scores, deliveries, mailer } = deps;
  return [
    {
      name: "scores-poll",
      everyMs: config.SCORES_TICK_MS,
      timeoutMs: MINUTE_MS,
      retries: 2,
      retryDelayMs: SECOND_MS,
      run: ({ previous }) => scores.tick(previous),
    },
    {
      name: "game-start-alerts",
      everyMs: config.DELIVERY_TICK_MS,
      timeoutMs: 5 * MINUTE_MS,
      retries: 3,
      retryDelayMs: 5 * SECOND_MS,
      run: () => deliveries.runGameStarts(),
    },
    {
      name: "email-digests",
      everyMs: config.DELIVERY_TICK_MS,
      timeoutMs: 15 * MINUTE_MS,
      retries: 3,
      retryDelayMs: 30 * SECOND_MS,
      run: () => deliveries.runDigests(),
    },
    {
      name: "delivery-log-prune",
      everyMs: 60 * MINUTE_MS,
      timeoutMs: 5 * MINUTE_MS,
      retries: 3,
      retryDelayMs: MINUTE_MS,
      run: () => deliveries.pruneLog(),
    },
    {
      // Mail the relay did not take; each has its own back-off (lib/mail/mail-retry-policy.ts).
      name: "mail-retries",
      everyMs: 30 * SECOND_MS,
      timeoutMs: 10 * MINUTE_MS,
      retries: 1,
      retryDelayMs: 30 * SECOND_MS,
      run: () => mailer.retryDue(),
    },
  ];
}
