import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { roomSlug } from "@huddle/contracts/rules/room";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";
import { advanceGame } from "./simulator/advance-game.ts";
import { createRng } from "./simulator/sim-rng.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";
import { createSportsRepository, type SportsRepository } from "./sports.repository.ts";

let t: TestApp;
let token: string;
let repo: SportsRepository;
let socket: TestSocket;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  t = await buildTestApp();
  repo = createSportsRepository(t.database.db);
  token = (await signIn(t.app, await createUser(t.database))).tokens.accessToken;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  socket = await connectSocket(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    token,
  );
});
afterAll(async () => {
  socket.close();
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

/** A game the simulator does not track, 50 minutes into play, that started `startedAgoMs` ago. */
function untrackedLiveGame(league: LeagueId, idKey: string, startedAgoMs: number): Game {
  const startMs = t.clock.now().getTime() - startedAgoMs;
  const scheduled = buildScheduledGame(league, {
    startTime: new Date(startMs).toISOString(),
    idKey,
  });
  const game = advanceGame(scheduled, startMs + 50 * MINUTE, createRng("x")).game;
  expect(game.state).toBe("in");
  return game;
}

describe("scores engine — games the provider stopped tracking", () => {
  it("closes a quiet untracked live game as final with its last score and pushes it to its conference rooms", async () => {
    const now = t.clock.now().getTime();
    const stale = untrackedLiveGame("nba", "engine:stale", 70 * MINUTE);
    const fresh = untrackedLiveGame("nba", "engine:fresh", 70 * MINUTE);
    await repo.upsertGames([stale], new Date(now - 2 * HOUR));
    await repo.upsertGames([fresh], new Date(now - 5 * MINUTE));
    const team = (await get(`/api/sports/teams?league=nba`))
      .json()
      .teams.find((x: { id: string }) => x.id === stale.homeTeam.teamId);
    await emitWithAck(socket, "join-room", {
      roomSlug: roomSlug({ type: "conference", league: "nba", conference: team.conferenceId }),
    });
    const pushed = nextEvent(socket, "score-update", (g) => g.id === stale.id, 15_000);

    const result = await t.app.scores.tick();

    expect(result.closed).toBe(1);
    expect(await pushed).toMatchObject({ id: stale.id, state: "post", status: "STATUS_FINAL" });
    const closed = (await get(`/api/sports/simple-boxscore?game=${stale.id}`)).json().game;
    expect(closed).toMatchObject({
      state: "post",
      status: "STATUS_FINAL",
      statusDetail: "Final",
      clock: null,
      homeTeam: { score: stale.homeTeam.score },
      awayTeam: { score: stale.awayTeam.score },
    });
    const stillLive = (await get(`/api/sports/simple-boxscore?game=${fresh.id}`)).json().game;
    expect(stillLive.state).toBe("in");
    const liveIds = (await get("/api/sports/live-score?league=nba"))
      .json()
      .games.map((g: Game) => g.id);
    expect(liveIds).not.toContain(stale.id);
  });

  it("never shows a 'live' game that started implausibly long ago, and closes it on the next round", async () => {
    const ancient = untrackedLiveGame("nhl", "engine:ancient", 13 * HOUR);
    await repo.upsertGames([ancient], t.clock.now());
    const homeTeam = ancient.homeTeam.teamId;

    const liveIds = (await get("/api/sports/games?status=live"))
      .json()
      .games.map((g: Game) => g.id);
    expect(liveIds).not.toContain(ancient.id);
    const { games: featured } = (await get("/api/sports/simple-boxscore?homepage=true")).json();
    expect(featured.map((g: Game) => g.id)).not.toContain(ancient.id);
    const current = (await get(`/api/sports/simple-boxscore?teamroom=${homeTeam}`)).json().game;
    expect(current?.id === ancient.id && current.state === "in").toBe(false);

    expect((await t.app.scores.tick()).closed).toBe(1);
    const after = (await get(`/api/sports/simple-boxscore?game=${ancient.id}`)).json().game;
    expect(after).toMatchObject({ state: "post", statusDetail: "Final" });
  });
});

describe("sports repository — a scores round's writes and reads", () => {
  it("stores a round of more changed games than one statement takes, and updates them all", async () => {
    const round = Array.from({ length: 23 }, (_, i) =>
      untrackedLiveGame("nba", `repo:round-${i}`, 70 * MINUTE),
    );
    await repo.upsertGames(round, t.clock.now());
    const finals = round.map((g) => ({ ...g, state: "post" as const, statusDetail: "Final" }));
    await repo.upsertGames(finals, t.clock.now());

    const stored = await repo.games({ ids: round.map((g) => g.id) });
    expect(stored).toHaveLength(23);
    expect(new Set(stored.map((g) => g.state))).toEqual(new Set(["post"]));
  });

  it("reads back only the live games the provider does not track", async () => {
    const tracked = untrackedLiveGame("nfl", "repo:tracked", 70 * MINUTE);
    const untracked = untrackedLiveGame("nfl", "repo:untracked", 70 * MINUTE);
    await repo.upsertGames([tracked, untracked], t.clock.now());

    const outside = (await repo.liveGamesOutside([tracked.id])).map((row) => row.game.id);
    expect(outside).toContain(untracked.id);
    expect(outside).not.toContain(tracked.id);
    expect((await repo.liveGamesOutside([])).map((row) => row.game.id)).toContain(tracked.id);
  });
});
