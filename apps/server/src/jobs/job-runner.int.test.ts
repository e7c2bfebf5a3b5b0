import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, SqlExecutor } from "../db/client.ts";
import { createTestDatabase } from "../test/test-database.ts";
import {
  createJobRunner,
  type JobRunner,
  type PreviousRound,
  type RecurringJob,
} from "./job-runner.ts";

let database: Database;
const running: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
});
afterAll(() => database.close());

const log = pino({ level: "silent" });
const POLL_MS = 500;

/** A runner on the test database with the given jobs, started. */
async function startRunner(...jobs: RecurringJob[]): Promise<JobRunner> {
  const runner = createJobRunner({ sql: database.sql, log, pollMs: POLL_MS });
  for (const job of jobs) runner.recurring(job);
  running.push(runner);
  await runner.start();
  return runner;
}

interface Round {
  runner: string;
  previous: PreviousRound;
  start: number;
  end: number;
}

/** A recurring job that records each round (by which runner, when) and takes `busyMs`. */
function recordingJob(name: string, rounds: Round[], runner: string, everyMs = 600, busyMs = 0) {
  return {
    name,
    everyMs,
    timeoutMs: 30_000,
    retries: 0,
    retryDelayMs: 1_000,
    async run({ previous }: { previous: PreviousRound }) {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, busyMs));
      rounds.push({ runner, previous, start, end: Date.now() });
    },
  } satisfies RecurringJob;
}

describe("the job runner", () => {
  it("runs a recurring job round after round, knowing the last round ran here", async () => {
    const rounds: Round[] = [];
    await startRunner(recordingJob("runner-rounds", rounds, "a"));

    await expect.poll(() => rounds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(rounds.map((r) => r.previous).slice(0, 3)).toEqual(["none", "here", "here"]);
    const [first, second] = rounds as [Round, Round];
    expect(second.start - first.start).toBeGreaterThanOrEqual(600);
  });

  it("retries a failed round with growing waits, telling it the last attempt failed", async () => {
    const attempts: { at: number; previous: PreviousRound }[] = [];
    await startRunner({
      name: "runner-retries",
      everyMs: 60_000,
      timeoutMs: 30_000,
      retries: 2,
      retryDelayMs: 1_000,
      async run({ previous }) {
        attempts.push({ at: Date.now(), previous });
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
    });

    await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(3);
    const [first, second, third] = attempts as [
      (typeof attempts)[0],
      (typeof attempts)[0],
      (typeof attempts)[0],
    ];
    // retryDelay 1 s, then doubled (pg-boss adds up to as much again as jitter).
    expect(second.at - first.at).toBeGreaterThanOrEqual(1_000);
    expect(third.at - second.at).toBeGreaterThanOrEqual(2_000);
    expect(attempts.map((a) => a.previous)).toEqual(["none", "elsewhere", "elsewhere"]);
  });

  it("keeps the queue in the database: a restarted node takes the round the stopped one queued", async () => {
    const rounds: Round[] = [];
    const first = await startRunner(recordingJob("runner-restart", rounds, "before", 1_500));
    await expect.poll(() => rounds.length, { timeout: 10_000 }).toBe(1);
    await first.stop();

    await startRunner(recordingJob("runner-restart", rounds, "after", 1_500));
    await expect.poll(() => rounds.length, { timeout: 10_000 }).toBe(2);
    expect(rounds[1]).toMatchObject({ runner: "after", previous: "elsewhere" });
    // The queued round waited its interval: the restart did not add an extra, immediate one.
    expect(rounds[1]!.start - rounds[0]!.start).toBeGreaterThanOrEqual(1_500);
  });

  it("gives each round to one of two nodes, never both, and never overlapping", async () => {
    const rounds: Round[] = [];
    await Promise.all([
      startRunner(recordingJob("runner-two-nodes", rounds, "a", 600, 150)),
      startRunner(recordingJob("runner-two-nodes", rounds, "b", 600, 150)),
    ]);

    await expect.poll(() => rounds.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    const sorted = [...rounds].sort((x, y) => x.start - y.start);
    for (const [i, round] of sorted.entries()) {
      const next = sorted[i + 1];
      if (next) expect(next.start).toBeGreaterThanOrEqual(round.end);
    }
  });

  it("outlives a round whose end cannot be recorded (the database gone mid-round)", async () => {
    let databaseGone = false;
    const flaky: SqlExecutor = {
      executeSql: (text, values) =>
        databaseGone
          ? Promise.reject(new Error("Connection terminated unexpectedly"))
          : database.sql.executeSql(text, values),
    };
    const warnings: string[] = [];
    const captured = pino({ level: "warn" }, { write: (line: string) => warnings.push(line) });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const runner = createJobRunner({ sql: flaky, log: captured, pollMs: POLL_MS });
      running.push(runner);
      runner.recurring({
        name: "runner-database-gone",
        everyMs: 60_000,
        timeoutMs: 30_000,
        retries: 0,
        retryDelayMs: 1_000,
        async run() {
          databaseGone = true;
          throw new Error("the round's work failed with the database");
        },
      });
      await runner.start();

      await expect
        .poll(() => warnings.filter((w) => w.includes("record a round's end")), { timeout: 10_000 })
        .toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      databaseGone = false;
      process.off("unhandledRejection", onUnhandled);
    }
    // Nothing was recorded: the round is still active, for pg-boss to expire and retry.
    const { rows } = await database.sql.executeSql(
      "select state from pgboss.job where name = 'runner-database-gone' and state = 'active'",
    );
    expect(rows).toHaveLength(1);
  });
});
