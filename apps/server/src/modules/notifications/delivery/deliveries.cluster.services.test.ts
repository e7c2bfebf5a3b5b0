import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { notificationRules } from "../../../db/schema.ts";
import {
  createClusterDatabase,
  startProcessCluster,
  type ClusterDatabase,
  type ProcessCluster,
} from "../../../test/cluster.ts";
import { createUser } from "../../../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../../../test/push-receiver.ts";
import type { ServerProcess } from "../../../test/server-process.ts";
import { startSmtpReceiver } from "../../../test/smtp-receiver.ts";
import { advanceGame } from "../../sports/simulator/advance-game.ts";
import { createRng } from "../../sports/simulator/sim-rng.ts";
import { buildScheduledGame } from "../../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../../sports/sports.repository.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let database: ClusterDatabase;
let cluster: ProcessCluster;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let pushes: Awaited<ReturnType<typeof startPushReceiver>>;
let final: Game;
let soon: Game;

/** Two server processes on one PostgreSQL database, both running the scheduled jobs. */
beforeAll(async () => {
  database = await createClusterDatabase();
  smtp = await startSmtpReceiver();
  pushes = await startPushReceiver();
  const now = Date.now();
  const finalStart = new Date(now - 5 * 60 * MINUTE).toISOString();
  final = advanceGame(
    buildScheduledGame("nfl", { startTime: finalStart, idKey: randomUUID() }),
    now,
    createRng("cluster"),
  ).game;
  soon = buildScheduledGame("nba", {
    startTime: new Date(now + 20 * MINUTE).toISOString(),
    idKey: randomUUID(),
  });
  await createSportsRepository(database.db).upsertGames([final, soon]);
  cluster = await startProcessCluster(
    database,
    {
      SMTP_URL: smtp.url,
      WEB_PUSH_ALLOW_HTTP: "true",
      // Rounds every second, looked for every half second: both nodes compete for each one.
      DELIVERY_TICK_MS: "1000",
      JOBS_POLL_MS: "500",
    },
    { withRedis: false },
  );
}, 120_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close();
  await smtp?.close();
  await pushes?.close();
});

/** A verified fan signed in on `node`, with a bound JSON call. */
async function fanOn(node: ServerProcess) {
  const user = await createUser(database, { emailVerified: true });
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
  });
  const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const call = async (method: string, url: string, body: object) => {
    const res = await fetch(`${node.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { rule?: { id: string } } };
  };
  return { user, call };
}

interface RoundRow {
  name: string;
  startedMs: number;
  completedMs: number;
  output: { runner?: string } | null;
}

async function completedRounds(name: string): Promise<RoundRow[]> {
  const result = await database.db.execute(
    sql`select name, output,
          (extract(epoch from started_on) * 1000)::float8 as "startedMs",
          (extract(epoch from completed_on) * 1000)::float8 as "completedMs"
        from pgboss.job
        where name = ${name} and state = 'completed' order by started_on`,
  );
  return (result as unknown as { rows: RoundRow[] }).rows;
}

/** Waits until `name` has completed `more` rounds beyond `after` (rounds, not a fixed sleep). */
async function moreRounds(name: string, after: number, more: number) {
  await expect
    .poll(async () => (await completedRounds(name)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(after + more);
}

/** No two rounds of a job ever ran at the same time, on either node. */
function expectNoOverlap(rounds: RoundRow[]) {
  for (const [i, round] of rounds.entries()) {
    const next = rounds[i + 1];
    if (next) expect(next.startedMs).toBeGreaterThanOrEqual(round.completedMs);
  }
}

describe("scheduled deliveries on two nodes", () => {
  it("sends a due digest and a game-start alert once, though both nodes run the jobs", async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const reader = await fanOn(nodeA);
    const ok = (res: { status: number }) => expect(res.status).toBeLessThan(300);
    ok(await reader.call("POST", "/api/user/teams/follow", { teamId: final.homeTeam.teamId }));
    const watcher = await fanOn(nodeB);
    ok(await watcher.call("POST", "/api/user/teams/follow", { teamId: soon.homeTeam.teamId }));
    const endpoint = `/push/${randomUUID()}`;
    const browser = createBrowserSubscription(`${pushes.origin}${endpoint}`);
    ok(
      await watcher.call("POST", "/api/notifications/device-tokens", {
        token: browser.token,
        deviceType: "desktop",
      }),
    );
    const rule = await reader.call("POST", "/api/user/notification-rules", {
      ruleName: "Morning scores",
      ruleType: "email_digest",
      scheduleType: "daily",
      scheduleData: { time: "00:00", timezone: "UTC" },
      contentFilters: { include_team_scores: true },
    });
    expect(rule.status).toBe(201);
    // A rule that has existed since the day before yesterday: today's digest is due.
    await database.db
      .update(notificationRules)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(notificationRules.id, rule.body.rule!.id));

    const digests = () => smtp.received.filter((m) => m.to.includes(reader.user.email));
    // The nodes' own simulator schedules games too, and one may start soon for the same team:
    // only this game's alerts count.
    const alerts = () =>
      pushes.received.filter(
        (p) => p.path === endpoint && browser.decrypt(p.body).includes(soon.id),
      );
    await expect.poll(() => digests().length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => alerts().length, { timeout: 30_000 }).toBe(1);

    // Five more rounds of each job, shared between the nodes, send nothing more.
    await moreRounds("email-digests", (await completedRounds("email-digests")).length, 5);
    await moreRounds("game-start-alerts", (await completedRounds("game-start-alerts")).length, 5);
    expect(digests()).toHaveLength(1);
    expect(digests()[0]?.text).toContain(final.homeTeam.name);
    expect(alerts()).toHaveLength(1);
    const alert = JSON.parse(browser.decrypt(alerts()[0]!.body)) as { title: string };
    expect(alert.title).toContain(`${soon.awayTeam.abbreviation} @ ${soon.homeTeam.abbreviation}`);

    const rounds = [
      ...(await completedRounds("email-digests")),
      ...(await completedRounds("game-start-alerts")),
    ];
    expectNoOverlap(rounds.filter((r) => r.name === "email-digests"));
    expectNoOverlap(rounds.filter((r) => r.name === "game-start-alerts"));
    // Both nodes took rounds: the single sends are not one idle node's doing.
    expect(new Set(rounds.map((r) => r.output?.runner)).size).toBe(2);
  });
});
