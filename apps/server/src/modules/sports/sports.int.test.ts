import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomButtonsResponseSchema } from "@huddle/contracts/room-navigation";
import { roomUrl } from "@huddle/contracts/rules/room";
import { gameSchema, leaguesConferencesResponseSchema, type Game } from "@huddle/contracts/sports";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { connectSocket, emitWithAck, nextEvent } from "../../test/socket-client.ts";
import { advanceGame } from "./simulator/advance-game.ts";
import { createRng } from "./simulator/sim-rng.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "./sports.repository.ts";

let t: TestApp;
let token: string;
let fanUser: Awaited<ReturnType<typeof createUser>>;
let live: Game;
let upcoming: Game;

const HOUR = 3_600_000;

/** A live NFL game (started 50 minutes ago) and an NBA game starting in two hours. */
beforeAll(async () => {
  t = await buildTestApp();
  const now = t.clock.now().getTime();
  const kickoff = buildScheduledGame("nfl", {
    startTime: new Date(now - 50 * 60_000).toISOString(),
  });
  live = advanceGame(kickoff, now, createRng("test")).game;
  upcoming = buildScheduledGame("nba", { startTime: new Date(now + 2 * HOUR).toISOString() });
  await createSportsRepository(t.database.db).upsertGames([live, upcoming]);
  fanUser = await createUser(t.database);
  token = (await signIn(t.app, fanUser)).tokens.accessToken;
});
afterAll(() => t.close());

const get = (url: string, accessToken = token) =>
  t.app.inject({ method: "GET", url, headers: bearer(accessToken) });

describe("sports reference data", () => {
  it("lists every league's teams, filterable by league", async () => {
    const all = (await get("/api/sports/teams")).json().teams;
    expect(all.length).toBeGreaterThan(400);
    const nhl = (await get("/api/sports/teams?league=nhl")).json().teams;
    expect(nhl).toHaveLength(32);
    expect(nhl.find((team: { name: string }) => team.name === "Utah Mammoth")).toMatchObject({
      id: "30129764",
      espnId: "129764",
      league: "nhl",
    });
  });

  it("answers the leagues with their conferences under data.leagues", async () => {
    const body = leaguesConferencesResponseSchema.parse(
      (await get("/api/sports/leagues-conferences")).json(),
    );
    expect(body.data.leagues.map((l) => l.name)).toEqual([
      "NFL",
      "NBA",
      "NHL",
      "MLB",
      "NCAA FB",
      "NCAA MBB",
      "MLS",
    ]);
    expect(body.data.leagues[0]!.conferences).toEqual([
      { id: "afc", name: "AFC" },
      { id: "nfc", name: "NFC" },
    ]);
  });

  it("refuses sports calls without a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/sports/teams" })).statusCode).toBe(401);
  });
});

describe("games and boxscores", () => {
  it("filters games by league, status and team", async () => {
    const liveGames = (await get("/api/sports/games?status=live")).json().games;
    expect(liveGames.map((g: Game) => g.id)).toEqual([live.id]);
    const nba = (await get("/api/sports/games?league=nba&status=scheduled")).json().games;
    expect(nba.map((g: Game) => g.id)).toEqual([upcoming.id]);
    const byTeam = (await get(`/api/sports/games?team=${live.homeTeam.teamId}`)).json().games;
    expect(byTeam.map((g: Game) => g.id)).toEqual([live.id]);
    expect((await get("/api/sports/games?status=sometime")).statusCode).toBe(400);
  });

  it("answers one game for a game room and the team's current game for a team room", async () => {
    const game = (await get(`/api/sports/simple-boxscore?game=${live.id}`)).json().game;
    expect(gameSchema.parse(game)).toMatchObject({
      id: live.id,
      state: "in",
      gameUrl: `/room?league=nfl&game=${live.id}`,
      team1: { home: false },
      team2: { home: true },
    });
    const team = (await get(`/api/sports/simple-boxscore?teamroom=${live.awayTeam.teamId}`)).json();
    expect(team.game.id).toBe(live.id);
  });

  it("features live games first on the home page", async () => {
    const { games } = (await get("/api/sports/simple-boxscore?homepage=true")).json();
    expect(games.map((g: Game) => g.id)).toEqual([live.id, upcoming.id]);
    const liveScore = (await get("/api/sports/live-score?league=nfl")).json().games;
    expect(liveScore.map((g: Game) => g.id)).toEqual([live.id]);
  });
});

describe("simple-boxscore by room query", () => {
  const boxscore = async (query: string) => {
    const res = await get(`/api/sports/simple-boxscore?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { games?: Game[]; game?: Game | null };
  };
  const ids = (body: { games?: Game[] }) => (body.games ?? []).map((g) => g.id);

  it("lists a league's games today, reading the league in any case", async () => {
    expect(ids(await boxscore("league=nfl"))).toContain(live.id);
    expect(ids(await boxscore("league=NFL"))).toContain(live.id);
    expect(ids(await boxscore("league=nfl"))).not.toContain(upcoming.id);
    expect((await get("/api/sports/simple-boxscore?league=xfl")).statusCode).toBe(400);
  });

  it("lists a conference's games: those of its teams only", async () => {
    const nfl = (await get("/api/sports/teams?league=nfl")).json().teams as {
      id: string;
      conferenceId: string;
    }[];
    const own = nfl.find((team) => team.id === live.homeTeam.teamId)!.conferenceId;
    const other = own === "afc" ? "nfc" : "afc";
    expect(ids(await boxscore(`league=nfl&conference=${own.toUpperCase()}`))).toEqual([live.id]);
    expect(ids(await boxscore(`league=nfl&conference=${other}`))).toEqual([]);
  });

  it("answers a team room's current game from the teamroom's trailing digits", async () => {
    const body = await boxscore(`teamroom=cardinals-${live.homeTeam.teamId}`);
    expect(body.game?.id).toBe(live.id);
    const res = await get("/api/sports/simple-boxscore?teamroom=chiefs");
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(["Invalid team ID"]);
  });

  it("answers a game room's game, or null for an unknown game", async () => {
    expect((await boxscore(`game=${live.id}`)).game?.id).toBe(live.id);
    expect(await boxscore("game=sim000000000000")).toEqual({ game: null });
  });

  it("answers custom rooms cleanly with no games while custom teams have none", async () => {
    const uuid = "3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a";
    expect(await boxscore(`customTeam=${uuid}`)).toEqual({ games: [] });
    expect(await boxscore(`customGame=${uuid}`)).toEqual({ game: null });
    expect(await boxscore(`customGame=${uuid}&game=${live.id}`)).toEqual({ game: null });
  });

  it("filters games by their Eastern calendar date", async () => {
    const onDay = (await get(`/api/sports/games?date=${live.date}`)).json().games as Game[];
    expect(onDay.map((g) => g.id)).toContain(live.id);
    expect(onDay.every((g) => g.date === live.date)).toBe(true);
    const dayBefore = new Date(Date.parse(`${live.date}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = (await get(`/api/sports/games?date=${dayBefore}`)).json().games as Game[];
    expect(before.map((g) => g.id)).not.toContain(live.id);
    expect((await get("/api/sports/games?date=2025-13-45")).statusCode).toBe(400);
  });
});

describe("room navigation", () => {
  it("offers a game room both team rooms and both sidelines", async () => {
    const body = roomButtonsResponseSchema.parse(
      (await get(`/api/sports/room/buttons?league=nfl&game=${live.id}`)).json(),
    );
    expect(body.buttons.map((b) => b.type)).toEqual([
      "league",
      "team",
      "team",
      "sideline",
      "sideline",
    ]);
    expect(body.buttons.filter((b) => b.type === "sideline").map((b) => b.path)).toEqual([
      `/room?league=nfl&game=${live.id}&sideline=${live.awayTeam.teamId}`,
      `/room?league=nfl&game=${live.id}&sideline=${live.homeTeam.teamId}`,
    ]);
    expect(body.context).toMatchObject({
      type: "game",
      roomSlug: `game-${live.id}`,
      gameId: live.id,
    });
  });

  it("offers a league room its conferences and today's games", async () => {
    const body = (await get("/api/sports/room/buttons?league=nfl")).json();
    expect(body.buttons[0]).toEqual({
      type: "home",
      label: "Home",
      room: { type: "home" },
      path: "/",
    });
    expect(body.buttons.filter((b: { type: string }) => b.type === "conference")).toHaveLength(2);
    expect(body.buttons.find((b: { type: string }) => b.type === "game")?.label).toEqual({
      displayValue: `${live.awayTeam.abbreviation} @ ${live.homeTeam.abbreviation}`,
      value: live.id,
    });
  });

  it("offers a conference room its teams and a team room its league, conference and game", async () => {
    const conference = (await get("/api/sports/room/buttons?league=nhl&conference=west")).json();
    expect(conference.buttons.filter((b: { type: string }) => b.type === "team")).toHaveLength(16);
    const team = (await get(`/api/sports/room/buttons?teamroom=${live.homeTeam.teamId}`)).json();
    expect(team.buttons.map((b: { type: string }) => b.type)).toEqual([
      "league",
      "conference",
      "game",
    ]);
  });

  it("gives a sideline room the game, the other sideline and its team", async () => {
    const url = `/api/sports/room/buttons?league=nfl&game=${live.id}&sideline=${live.homeTeam.teamId}`;
    const body = roomButtonsResponseSchema.parse((await get(url)).json());
    expect(body.buttons.map((b) => b.type)).toEqual(["back", "sideline", "team"]);
    expect(body.buttons.map((b) => b.room)).toEqual([
      { type: "game", league: "nfl", gameId: live.id },
      { type: "sideline", league: "nfl", gameId: live.id, teamId: live.awayTeam.teamId },
      { type: "team", teamId: live.homeTeam.teamId },
    ]);
    expect(body.buttons.map((b) => b.path)).toEqual(body.buttons.map((b) => roomUrl(b.room)));
    expect(body.context.teamId).toBe(live.homeTeam.teamId);
  });

  it("answers 'Invalid team ID' for a teamroom without digits", async () => {
    const res = await get("/api/sports/room/buttons?teamroom=chiefs");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Invalid team ID");
  });

  it("names followed conferences on the home navigation with their league", async () => {
    const fan = await createUser(t.database);
    const fanToken = (await signIn(t.app, fan)).tokens.accessToken;
    for (const league of ["nba", "nhl", "mls"]) {
      const conference = league === "mls" ? "eastern" : "east";
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/leagues-conferences/follow",
        headers: bearer(fanToken),
        payload: { followType: "conference", league, conference },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const { buttons } = (await get("/api/sports/room/buttons?homepage=true", fanToken)).json();
    expect(buttons.map((b: { label: string; path: string }) => [b.label, b.path])).toEqual([
      ["NBA · Eastern Conference", "/room?league=nba&conference=east"],
      ["NHL · Eastern Conference", "/room?league=nhl&conference=east"],
      ["MLS · Eastern Conference", "/room?league=mls&conference=eastern"],
    ]);
  });

  it("offers the home room nothing until the fan follows something", async () => {
    const fresh = await createUser(t.database);
    const freshToken = (await signIn(t.app, fresh)).tokens.accessToken;
    expect(
      (await get("/api/sports/room/buttons?homepage=true", freshToken)).json().buttons,
    ).toEqual([]);
  });
});

describe("live scores", () => {
  it("stamps messages in a game room with the game's moment", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/chat/rooms/game-${live.id}/messages`,
      headers: bearer(token),
      payload: { messageText: "What a drive!" },
    });
    expect(res.json().message.gameMoment).toMatchObject({
      state: "in",
      homeScore: live.homeTeam.score,
      awayScore: live.awayTeam.score,
    });
  });

  it("pushes score changes to the game's room and posts scoring events as system messages", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = await connectSocket(url, token);
    try {
      await emitWithAck(socket, "join-room", { roomSlug: "home" });
      const pushed = nextEvent(socket, "score-update", () => true, 15_000);
      const first = await t.app.scores.tick();
      expect(first.changed).toBeGreaterThan(0);
      expect(gameSchema.safeParse(await pushed).success).toBe(true);

      t.clock.advance(4 * HOUR);
      const later = await t.app.scores.tick();
      expect(later.events).toBeGreaterThan(0);
      token = (await signIn(t.app, fanUser)).tokens.accessToken;
      const finals = await get("/api/sports/games?status=final");
      expect(finals.statusCode).toBe(200);
      const systemMessages: { userId: string | null; username: string; text: string }[] = [];
      for (const game of finals.json().games as Game[]) {
        const history = (await get(`/api/chat/rooms/game-${game.id}/messages`)).json().messages;
        systemMessages.push(...history.filter((m: { type: string }) => m.type === "system"));
      }
      expect(systemMessages.length).toBeGreaterThan(0);
      expect(systemMessages[0]).toMatchObject({ userId: null, username: "Huddle" });
      expect(systemMessages.some((m) => /^FINAL/.test(m.text))).toBe(true);
    } finally {
      socket.close();
    }
  });
});
