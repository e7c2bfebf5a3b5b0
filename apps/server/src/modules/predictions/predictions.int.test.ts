import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREDICTION_MESSAGES, type GamePredictions } from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import { DEFAULT_ABUSE_BUDGETS } from "../../abuse/abuse-budgets.ts";
import { createDomainEventBus } from "../../events/domain-event-bus.ts";
import { createMemoryRateStore } from "../../lib/rate/rate-store.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import { createSportsRepository, type SportsRepository } from "../sports/sports.repository.ts";
import { createPredictionsRepository } from "./predictions.repository.ts";
import { createPredictionsService } from "./predictions.service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let sports: SportsRepository;
let alice: { user: { id: string; username: string }; call: ApiCall };
let bob: { user: { id: string; username: string }; call: ApiCall };
let carol: { user: { id: string; username: string }; call: ApiCall };

beforeAll(async () => {
  t = await buildTestApp();
  sports = createSportsRepository(t.database.db);
  [alice, bob, carol] = [
    await signedInUser(t.app, t.database),
    await signedInUser(t.app, t.database),
    await signedInUser(t.app, t.database),
  ];
  expect((await carol.call("POST", `/api/user/follow/${alice.user.id}`)).statusCode).toBe(200);
});
afterAll(async () => t.close());

/** A bus of its own for a settler built beside the app's: the results it publishes, as texts. */
function settledTexts() {
  const announced: string[] = [];
  const events = createDomainEventBus(t.app.log);
  events.subscribe("predictions.game-settled", ({ text }) => void announced.push(text));
  return { announced, events };
}

/** An NBA game the simulator does not track, starting an hour from the test clock's now. */
function upcomingGame(idKey: string): Game {
  const start = new Date(t.clock.now().getTime() + HOUR).toISOString();
  return buildScheduledGame("nba", { startTime: start, idKey });
}

function live(
  game: Game,
  status: Game["status"],
  period: number,
  home: number,
  away: number,
): Game {
  return {
    ...game,
    state: "in",
    status,
    period,
    quarter: period,
    homeTeam: { ...game.homeTeam, score: home },
    awayTeam: { ...game.awayTeam, score: away },
  };
}

const predictionsOf = async (call: ApiCall, gameId: string): Promise<GamePredictions> => {
  const res = await call("GET", `/api/predictions/games/${gameId}`);
  expect(res.statusCode).toBe(200);
  return res.json().predictions;
};
const pick = (call: ApiCall, gameId: string, question: string, choice: string) =>
  call("PUT", `/api/predictions/games/${gameId}/picks`, { question, choice });
const question = (p: GamePredictions, q: "winner" | "total") =>
  p.questions.find((x) => x.question === q)!;

async function roomTexts(gameId: string): Promise<string[]> {
  const res = await alice.call("GET", `/api/chat/rooms/game-${gameId}/messages`);
  expect(res.statusCode).toBe(200);
  return res.json().messages.map((m: { text: string }) => m.text);
}

describe("predictions — a game from picks to the leaderboard", () => {
  let upcoming: Game | undefined;
  /** Built on first use: the clock exists once the app does. */
  const scheduled = () => (upcoming ??= upcomingGame("int:predictions"));
  let line = 0;

  it("offers winner and over/under with a half-point line, and lets a fan change a pick", async () => {
    const game = scheduled();
    await sports.upsertGames([game], t.clock.now());
    const before = await predictionsOf(alice.call, game.id);
    expect(before.questions.map((q) => q.question)).toEqual(["winner", "total"]);
    expect(question(before, "winner").choices).toEqual(["away", "home"]);
    line = question(before, "total").line!;
    expect(line % 1).toBe(0.5);

    expect((await pick(alice.call, game.id, "winner", "home")).statusCode).toBe(200);
    const changed = (await pick(alice.call, game.id, "winner", "away")).json().predictions;
    expect(question(changed, "winner")).toMatchObject({ myPick: "away", picks: 1, locked: false });
    expect((await pick(bob.call, game.id, "winner", "home")).statusCode).toBe(200);
    expect((await pick(bob.call, game.id, "total", "over")).statusCode).toBe(200);
    expect(question(await predictionsOf(bob.call, game.id), "winner").picks).toBe(2);
  });

  it("locks the winner at the start and the over/under at half, with readable refusals", async () => {
    const game = scheduled();
    await sports.upsertGames([live(game, "STATUS_IN_PROGRESS", 1, 20, 18)], t.clock.now());
    const late = await pick(alice.call, game.id, "winner", "home");
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(PREDICTION_MESSAGES.winnerLocked);
    expect((await pick(alice.call, game.id, "total", "under")).statusCode).toBe(200);

    await sports.upsertGames([live(game, "STATUS_HALFTIME", 2, 50, 48)], t.clock.now());
    const afterHalf = await pick(bob.call, game.id, "total", "under");
    expect(afterHalf.statusCode).toBe(409);
    expect(afterHalf.json().error).toBe(PREDICTION_MESSAGES.totalLocked);
    const view = await predictionsOf(bob.call, game.id);
    expect(view.questions.every((q) => q.locked)).toBe(true);
    expect(question(view, "total").myPick).toBe("over");
  });

  it("refuses signed-out fans, unknown games and malformed picks", async () => {
    const game = scheduled();
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/predictions/games/${game.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await alice.call("GET", "/api/predictions/games/sim999999999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PREDICTION_MESSAGES.gameNotFound);
    const wrong = await pick(alice.call, game.id, "winner", "over");
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(PREDICTION_MESSAGES.choiceInvalid);
  });

  it("has no e2e test hook unless E2E_TEST_HOOKS is on", async () => {
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/test-hooks/simulator/play-out",
      payload: { gameId: scheduled().id },
    });
    expect(hook.statusCode).toBe(404);
  });

  it("settles once at the final: outcomes, a system message with the share, the leaderboard", async () => {
    const game = scheduled();
    // The home side wins 120–110 (total 230); the stored game went quiet, so the next round
    // closes it as final (stale-games.ts) and publishes it on the finals feed.
    const last = live(game, "STATUS_IN_PROGRESS", 4, 120, 110);
    await sports.upsertGames([last], new Date(t.clock.now().getTime() - 2 * HOUR));
    expect((await t.app.scores.tick()).closed).toBeGreaterThanOrEqual(1);

    const over = 230 > line;
    const texts = (await roomTexts(game.id)).filter((text) => text.startsWith("PREDICTIONS"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`${game.homeTeam.name} won; 1 of 2 fans (50%) got it right`);
    expect(texts[0]).toContain(
      `Total 230 vs line ${line}: ${over ? "OVER" : "UNDER"}; 1 of 2 fans (50%) got it right`,
    );

    const forAlice = await predictionsOf(alice.call, game.id);
    expect(forAlice.settled).toBe(true);
    expect(question(forAlice, "winner")).toMatchObject({
      outcome: "home",
      myPick: "away",
      myPickCorrect: false,
      correctPicks: 1,
    });
    expect(question(forAlice, "total")).toMatchObject({
      outcome: over ? "over" : "under",
      myPickCorrect: !over,
    });

    const board = (await alice.call("GET", "/api/predictions/leaderboard?league=nba")).json()
      .leaderboard;
    expect(board.season).toBe(forAlice.season);
    const byName = Object.fromEntries(
      board.entries.map((e: { username: string }) => [e.username, e]),
    );
    expect(byName[bob.user.username]).toMatchObject({
      points: over ? 2 : 1,
      correct: over ? 2 : 1,
      settled: 2,
      isViewer: false,
    });
    expect(byName[alice.user.username]).toMatchObject({
      points: over ? 0 : 1,
      settled: 2,
      isViewer: true,
    });
    expect(board.entries[0].username).toBe(bob.user.username);
  });

  it("changes nothing when the final is replayed, even by two settlers at once", async () => {
    const game = scheduled();
    const final = (await sports.game(game.id))!;
    expect(final.state).toBe("post");
    const { announced, events } = settledTexts();
    const replayer = () =>
      createPredictionsService({
        repo: createPredictionsRepository(t.database.db),
        sports: createSportsQueries(t.database.db),
        openRoom: async () => undefined,
        followingIds: async () => [],
        userByUsername: async () => undefined,
        blockedBy: async () => false,
        events,
        rates: createMemoryRateStore(),
        picks: DEFAULT_ABUSE_BUDGETS.picks,
        clock: t.clock,
        log: t.app.log,
      });
    const boardBefore = (await bob.call("GET", "/api/predictions/leaderboard?league=nba")).json();
    await Promise.all([replayer().settleFinals([final]), replayer().settleFinals([final])]);
    await t.app.scores.tick();

    expect(announced).toEqual([]);
    const texts = (await roomTexts(game.id)).filter((text) => text.startsWith("PREDICTIONS"));
    expect(texts).toHaveLength(1);
    const boardAfter = (await bob.call("GET", "/api/predictions/leaderboard?league=nba")).json();
    expect(boardAfter).toEqual(boardBefore);
  });

  it("settles a stored final the feed never published on the next publication", async () => {
    const scheduledMissed = buildScheduledGame("nba", {
      startTime: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      idKey: "int:predictions-missed",
    });
    const missed = live(scheduledMissed, "STATUS_IN_PROGRESS", 1, 20, 30);
    await sports.upsertGames([missed], t.clock.now());
    expect((await pick(carol.call, missed.id, "winner", "away")).statusCode).toBe(409);
    expect((await pick(carol.call, missed.id, "total", "under")).statusCode).toBe(200);
    // Stored as final without the feed publishing it (a node that stopped in between).
    const final: Game = { ...live(missed, "STATUS_FINAL", 4, 99, 101), state: "post" };
    await sports.upsertGames([final], t.clock.now());
    const { announced, events } = settledTexts();
    const service = createPredictionsService({
      repo: createPredictionsRepository(t.database.db),
      sports: createSportsQueries(t.database.db),
      openRoom: async () => undefined,
      followingIds: async () => [],
      userByUsername: async () => undefined,
      blockedBy: async () => false,
      events,
      rates: createMemoryRateStore(),
      picks: DEFAULT_ABUSE_BUDGETS.picks,
      clock: t.clock,
      log: t.app.log,
    });

    await service.settleFinals([]);

    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain("Total 200 vs line");
    const view = await predictionsOf(carol.call, missed.id);
    expect(view.settled).toBe(true);
    const line = question(view, "total").line!;
    expect(question(view, "total")).toMatchObject({
      outcome: 200 > line ? "over" : "under",
      myPickCorrect: 200 < line,
    });
  });

  it("refuses picks after settlement", async () => {
    const res = await pick(carol.call, scheduled().id, "winner", "home");
    expect(res.statusCode).toBe(409);
  });

  it("ranks among the people you follow and sums a fan's picks on their profile", async () => {
    const following = (
      await carol.call("GET", "/api/predictions/leaderboard?league=nba&scope=following")
    ).json().leaderboard;
    // The viewer and the people they follow: Carol (one settled pick) and Alice, never Bob.
    const names = following.entries.map((e: { username: string }) => e.username);
    expect(names.sort()).toEqual([alice.user.username, carol.user.username].sort());
    const other = (await carol.call("GET", "/api/predictions/leaderboard?league=nhl")).json();
    expect(other.leaderboard.entries).toEqual([]);

    const summary = await carol.call("GET", `/api/predictions/users/${bob.user.username}/summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary).toMatchObject({
      username: bob.user.username,
      settled: 2,
      open: 0,
    });
    const missing = await carol.call("GET", "/api/predictions/users/nobody_here/summary");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PREDICTION_MESSAGES.userNotFound);
  });

  it("hides a fan's summary from someone they blocked, as their profile activity is", async () => {
    const path = `/api/predictions/users/${bob.user.username}/summary`;
    expect((await bob.call("POST", `/api/user/block/${carol.user.id}`)).statusCode).toBe(200);
    try {
      const hidden = await carol.call("GET", path);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toBe(PREDICTION_MESSAGES.userNotFound);
      expect((await bob.call("GET", path)).statusCode).toBe(200);
      expect((await alice.call("GET", path)).statusCode).toBe(200);
    } finally {
      await bob.call("DELETE", `/api/user/unblock/${carol.user.id}`);
    }
    expect((await carol.call("GET", path)).statusCode).toBe(200);
  });
});

describe("predictions — a pick budget", () => {
  it("lets a fan change a pick 30 times a minute, then answers 429 with a reason", async () => {
    const game = upcomingGame("int:predictions-budget");
    await sports.upsertGames([game], t.clock.now());
    const fan = await signedInUser(t.app, t.database);
    const { max } = DEFAULT_ABUSE_BUDGETS.picks;
    for (let i = 0; i < max; i++) {
      const res = await pick(fan.call, game.id, "winner", i % 2 ? "home" : "away");
      expect(res.statusCode).toBe(200);
    }

    const refused = await pick(fan.call, game.id, "winner", "home");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(PREDICTION_MESSAGES.tooManyPicks);
    expect((await pick(alice.call, game.id, "winner", "home")).statusCode).toBe(200);
  });
});
