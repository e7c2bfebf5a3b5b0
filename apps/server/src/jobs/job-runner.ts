import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { SqlExecutor } from "../db/client.ts";

/**
 * Where the previous round of a recurring job ran, as far as this node can tell: `here` (this
 * process, so its memory is current), `elsewhere` (another node, or a failed attempt, within the
 * last few intervals, so the database is current) or `none` (first round, or after a gap).
 */
export type PreviousRound = "here" | "elsewhere" | "none";

export interface RecurringJob {
  /** The queue's name (letters, digits and hyphens), the same on every node. */
  name: string;
  /** From the start of one round to the start of the next. */
  everyMs: number;
  /** How long a round may run; a round still active after that (its node died) is retried. */
  timeoutMs: number;
  /** Attempts after a failed round, waiting retryDelayMs, then twice as long each time. */
  retries: number;
  retryDelayMs: number;
  run(round: { previous: PreviousRound }): Promise<unknown>;
}

export interface JobRunner {
  /** Adds a recurring job; call before start(). */
  recurring(job: RecurringJob): void;
  /** Creates the queues, makes sure each job's next round is queued, and starts working. */
  start(): Promise<void>;
  /** Stops taking rounds and waits for the running ones; the database stays open. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  sql: SqlExecutor;
  log: FastifyBaseLogger;
  /** JOBS_POLL_MS: how often each node looks for a due round. */
  pollMs: number;
}

/** What a round hands to the next one it queues. */
interface ChainData {
  by?: string;
  at?: number;
}

const STOP_TIMEOUT_MS = 8_000;
/** How often pg-boss's maintenance expires the rounds of nodes that died mid-round. */
const MAINTENANCE_SECONDS = 30;
/** A chain whose last round started longer ago than this many intervals has had a gap. */
const GAP_INTERVALS = 3;
/** pg-boss's cron runs at most once a minute: the backstop that restarts a broken chain. */
const EVERY_MINUTE = "* * * * *";
/** Errors a node gets when another node sets up pg-boss at the same moment. */
const SETUP_RACES = new Set([
  "40P01", // deadlock: two nodes creating the same queue partition
  "23505", // unique violation: two nodes' CREATE SCHEMA IF NOT EXISTS pgboss at once
]);
const SETUP_ATTEMPTS = 5;

/**
 * Nodes that boot together on a new database race each other setting pg-boss up: creating its
 * schema (`CREATE SCHEMA IF NOT EXISTS` is not safe against a concurrent twin in PostgreSQL) and
 * its queues, each a row plus a partition of the job table (pg-boss issue #133; Supabase Storage
 * PR #703). PostgreSQL aborts one of them, and that one simply tries again: by then the other's
 * schema or queue exists, and creating it again does nothing.
 */
async function retryingSetupRaces<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "string" || !SETUP_RACES.has(code) || attempt >= SETUP_ATTEMPTS) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
    }
  }
}

/** pg-boss's own statement texts (src/plans.js; the version is pinned, and a test holds this). */
const pgBossPlans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const PG_BOSS_SCHEMA = "pgboss";
/** The statements that record a round's end: pg-boss issues them without awaiting the answer. */
const ROUND_ENDS = new Set([
  pgBossPlans.completeJobs(PG_BOSS_SCHEMA),
  pgBossPlans.failJobsById(PG_BOSS_SCHEMA),
]);

/**
 * pg-boss records a round's end (complete or fail) without awaiting it (manager.js, `onFetch`),
 * so when that statement fails — the database cut off mid-round, or closed by a shutdown while a
 * round outlived stop()'s wait — the rejection is unhandled, and that ended the process (seen in
 * bench:chat: "Cannot use a pool after calling end on the pool" at SIGTERM). Such a failure is
 * logged and answers as pg-boss's count of rows changed, zero: the round stays active, and
 * pg-boss's maintenance expires and retries it after its timeout, as for a node that died
 * mid-round. Every other statement fails to its caller as before.
 */
function withRoundEndsSettled(sql: SqlExecutor, log: FastifyBaseLogger): SqlExecutor {
  return {
    async executeSql(text, values) {
      try {
        return await sql.executeSql(text, values);
      } catch (err) {
        if (!ROUND_ENDS.has(text)) throw err;
        log.warn({ err }, "job runner could not record a round's end; it will expire and retry");
        return { rows: [{ count: 0 }] };
      }
    },
  };
}

/**
 * The one job runner (docs/decisions.md, "Issue 10 — job runner"): pg-boss on the app's own
 * database, PostgreSQL or PGlite. A recurring job is a chain of rounds in a `stately` queue, which
 * holds at most one waiting and one running round per job across the cluster: each round first
 * queues the next one `everyMs` later, then does its work, so every round runs on exactly one
 * node, rounds never overlap, a failed round is retried with backoff, and the queue lives in the
 * database, so it survives restarts.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const runnerId = randomUUID();
  const jobs: RecurringJob[] = [];
  let starting: Promise<void> | null = null;
  const boss = new PgBoss({
    db: withRoundEndsSettled(options.sql, options.log),
    schema: PG_BOSS_SCHEMA,
    supervise: true,
    schedule: true,
    migrate: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterHours: 24,
  });
  boss.on("error", (err) => options.log.error({ err }, "job runner error"));

  function previousRound(job: RecurringJob, data: ChainData, retryCount: number): PreviousRound {
    if (retryCount > 0) return "elsewhere";
    if (!data.by || data.at === undefined) return "none";
    if (Date.now() - data.at > GAP_INTERVALS * job.everyMs + options.pollMs) return "none";
    return data.by === runnerId ? "here" : "elsewhere";
  }

  async function startJob(job: RecurringJob) {
    const queue: PgBoss.Queue = {
      name: job.name,
      policy: "stately",
      retryLimit: job.retries,
      retryDelay: Math.max(1, Math.round(job.retryDelayMs / 1000)),
      retryBackoff: true,
      expireInSeconds: Math.max(1, Math.round(job.timeoutMs / 1000)),
    };
    await retryingSetupRaces(() => boss.createQueue(queue.name, queue));
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, EVERY_MINUTE);
    // Refused while a round is already waiting: then the chain is alive and this is a no-op.
    await boss.send(job.name, {});
    await boss.work<ChainData>(
      job.name,
      { pollingIntervalSeconds: options.pollMs / 1000, batchSize: 1, includeMetadata: true },
      async ([round]) => {
        if (!round) return;
        const at = Date.now();
        const next: ChainData = { by: runnerId, at };
        await boss.send(job.name, next, { startAfter: new Date(at + job.everyMs) });
        await job.run({ previous: previousRound(job, round.data ?? {}, round.retryCount) });
        // Stored as the round's output: which node ran it, for operators (and the cluster test).
        return { runner: runnerId };
      },
    );
  }

  return {
    recurring(job) {
      jobs.push(job);
    },
    start() {
      starting ??= (async () => {
        await retryingSetupRaces(() => boss.start());
        for (const job of jobs) await startJob(job);
      })();
      return starting;
    },
    async stop() {
      if (!starting) return;
      // A shutdown signal can arrive while the runner is still starting.
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
