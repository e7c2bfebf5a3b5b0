import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOM_GAME_MESSAGES as G,
  latestGameStart,
  MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM,
  MAX_UPCOMING_GAMES_PER_TEAM,
} from "@huddle/contracts/custom-games";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, signIn } from "../../test/factories.ts";
import { ScheduleFull, createCustomGamesRepository } from "./custom-games.repository.ts";
import { createTeam, fan, TEAMS, teamWithEveryRole, UNKNOWN_ID } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * HOUR_MS).toISOString();

const scrimmage = (teamId: string, createdBy: string, hoursAhead: number) => ({
  teamId,
  opponentTeamId: null,
  opponent: `Scrimmage ${hoursAhead}`,
  scheduledFor: new Date(inHours(hoursAhead)),
  location: "Rec Center",
  description: "",
  createdBy,
});

/** Fills a team's schedule ahead straight in the database (no request per game). */
async function scheduleScrimmages(teamId: string, createdBy: string, howMany: number) {
  const repository = createCustomGamesRepository(t.database.db);
  for (let k = 0; k < howMany; k++) {
    await repository.insert(scrimmage(teamId, createdBy, 10 + k), t.clock.now());
  }
}
const game = (overrides: object = {}) => ({
  opponent: "Westside Wolves",
  scheduledFor: inHours(2),
  location: "Rec Center",
  gameDescription: "Season opener",
  ...overrides,
});

describe("custom games", () => {
  it("lets the owner and a team admin schedule games, and refuses everyone else", async () => {
    const r = await teamWithEveryRole(t);
    const url = `${TEAMS}/${r.team.id}/games`;
    for (const f of [r.owner, r.admin])
      expect((await f.call("POST", url, game())).statusCode).toBe(201);
    for (const f of [r.member, r.muted, r.stranger]) {
      const res = await f.call("POST", url, game());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("You do not have permission to create games for this team");
    }
    expect((await r.blocked.call("POST", url, game())).statusCode).toBe(403);
    const games = (await r.member.call("GET", url)).json().games;
    expect(games).toHaveLength(2);
    expect(games[0]).toMatchObject({ canEdit: false, gameStatus: "scheduled", teamAId: r.team.id });
    expect((await r.owner.call("GET", `${TEAMS}/${r.team.id}`)).json().team.gameCount).toBe(2);
  });

  it("computes scheduled, live for 3 hours, then completed; cancelled when set", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const created = await owner.call(
      "POST",
      `${TEAMS}/${team.id}/games`,
      game({ scheduledFor: inHours(1 / 60) }),
    );
    const id = created.json().game.id;
    expect(created.json().game.status).toBe("scheduled");
    t.clock.advance(2 * 60_000);
    const live = await owner.call("GET", `/api/custom-games/${id}`);
    expect(live.json().game.gameStatus).toBe("live");
    const cancelled = await owner.call("PUT", `/api/custom-games/${id}`, {
      gameStatus: "cancelled",
      teamScore: 3,
      opponentScore: 0,
    });
    expect(cancelled.json().game).toMatchObject({
      gameStatus: "cancelled",
      teamAScore: 3,
      teamBScore: 0,
    });
    const resumed = await owner.call("PUT", `/api/custom-games/${id}`, { gameStatus: "completed" });
    expect(resumed.json().game.gameStatus).toBe("live");
    t.clock.advance(3 * HOUR_MS);
    // The access token has expired by then: sign in again.
    const headers = bearer((await signIn(t.app, owner.user)).tokens.accessToken);
    const later = await t.app.inject({ method: "GET", url: `/api/custom-games/${id}`, headers });
    expect(later.json().game.gameStatus).toBe("completed");
  });

  it("refuses a start in the past, and an edit by anyone not managing either team", async () => {
    const r = await teamWithEveryRole(t);
    const past = await r.owner.call(
      "POST",
      `${TEAMS}/${r.team.id}/games`,
      game({ scheduledFor: inHours(-1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(G.scheduledForInPast);
    const rival = await fan(t, "pro");
    const rivalTeam = await createTeam(rival.call, { name: "Westside Wolves" });
    const created = await r.owner.call(
      "POST",
      `${TEAMS}/${r.team.id}/games`,
      game({ opponentTeamId: rivalTeam.id }),
    );
    const url = `/api/custom-games/${created.json().game.id}`;
    for (const f of [r.member, r.muted, r.stranger]) {
      const res = await f.call("PUT", url, { location: "Elsewhere" });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("You can only edit games for teams you own.");
    }
    // A blocked fan may not read the game either, so they hear what a read answers.
    const blocked = await r.blocked.call("PUT", url, { location: "Elsewhere" });
    expect([blocked.statusCode, blocked.json().error]).toEqual([404, "Game not found"]);
    expect((await rival.call("PUT", url, { opponentScore: 12 })).json().game.opponentScore).toBe(
      12,
    );
    expect((await rival.call("GET", `${TEAMS}/${rivalTeam.id}/games`)).json().games).toHaveLength(
      1,
    );
    // The opponent's count agrees with its list.
    const rivalRead = (await rival.call("GET", `${TEAMS}/${rivalTeam.id}`)).json().team;
    expect(rivalRead.gameCount).toBe(1);
    expect((await r.admin.call("DELETE", url)).statusCode).toBe(200);
    expect((await r.admin.call("DELETE", url)).statusCode).toBe(404);
  });

  it("answers 404 to whoever may not read a private team's game, and 403 to its members", async () => {
    const hidden = await teamWithEveryRole(t, { isPublic: false });
    const created = await hidden.owner.call("POST", `${TEAMS}/${hidden.team.id}/games`, game());
    const url = `/api/custom-games/${created.json().game.id}`;
    for (const f of [hidden.stranger, hidden.blocked]) {
      for (const res of [
        await f.call("GET", url),
        await f.call("PUT", url, { location: "x" }),
        await f.call("DELETE", url),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe("Game not found");
      }
    }
    for (const f of [hidden.member, hidden.muted]) {
      expect((await f.call("GET", url)).statusCode).toBe(200);
      for (const res of [
        await f.call("PUT", url, { location: "x" }),
        await f.call("DELETE", url),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe("You can only edit games for teams you own.");
      }
    }
    expect((await hidden.owner.call("GET", url)).json().game.location).toBe("Rec Center");
  });

  it("refuses a start more than 2 years ahead of the server's clock, on create and edit", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const url = `${TEAMS}/${team.id}/games`;
    const year9999 = await owner.call("POST", url, game({ scheduledFor: "9999-12-31T23:59:59Z" }));
    expect(year9999.statusCode).toBe(400);
    expect(year9999.json().error).toBe("Game date and time must be within the next 2 years.");
    const latest = latestGameStart(t.clock.now()).getTime();
    const atMinutes = (m: number) => new Date(latest + m * 60_000).toISOString();
    expect((await owner.call("POST", url, game({ scheduledFor: atMinutes(1) }))).statusCode).toBe(
      400,
    );
    const accepted = await owner.call("POST", url, game({ scheduledFor: atMinutes(-1) }));
    expect(accepted.statusCode).toBe(201);
    const gameUrl = `/api/custom-games/${accepted.json().game.id}`;
    const moved = await owner.call("PUT", gameUrl, { scheduledFor: "9999-12-31T23:59:59Z" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(G.scheduledForTooFar);
    expect((await owner.call("GET", gameUrl)).json().game.scheduledFor).toBe(atMinutes(-1));
    // The window moves with the server's clock, not the client's or the machine's.
    t.clock.advance(366 * 24 * HOUR_MS);
    const headers = bearer((await signIn(t.app, owner.user)).tokens.accessToken);
    const payload = game({ scheduledFor: atMinutes(24 * 60) });
    const later = await t.app.inject({ method: "POST", url, headers, payload });
    expect(later.statusCode, later.body).toBe(201);
  });

  it("gives a game stored far ahead a well-formed end date and time", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const id = (await owner.call("POST", `${TEAMS}/${team.id}/games`, game())).json().game.id;
    // A game saved before the 2-year limit existed: its end falls in the year 10000.
    await createCustomGamesRepository(t.database.db).update(
      { id, teamId: team.id, opponentTeamId: null },
      { scheduledFor: new Date("9999-12-31T23:59:59Z") },
      { rejoinsSchedule: false, now: t.clock.now() },
    );
    const shown = (await owner.call("GET", `/api/custom-games/${id}`)).json().game;
    expect(shown).toMatchObject({
      startDate: "9999-12-31",
      startTime: "23:59",
      endDate: "10000-01-01",
      endTime: "02:59",
    });
  });

  it("puts a game on another team's schedule only when the coach can see that team", async () => {
    const r = await teamWithEveryRole(t);
    const hidden = await teamWithEveryRole(t, { isPublic: false });
    const url = `${TEAMS}/${r.team.id}/games`;
    const refused = await r.owner.call("POST", url, game({ opponentTeamId: hidden.team.id }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe("Team not found");
    const listed = await hidden.owner.call("GET", `${TEAMS}/${hidden.team.id}/games`);
    expect(listed.json().games).toEqual([]);
    // Someone on the private team may name it (here its owner, from a second team).
    const second = await createTeam(hidden.owner.call, { name: "Northside Owls" });
    const named = await hidden.owner.call(
      "POST",
      `${TEAMS}/${second.id}/games`,
      game({ opponentTeamId: hidden.team.id }),
    );
    expect(named.statusCode, named.body).toBe(201);
  });

  it("keeps a schedule bounded: 5 games ahead against one team, 50 in all; past and cancelled ones free room", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const rival = await createTeam((await fan(t, "pro")).call, { name: "Harbor Hawks" });
    const url = `${TEAMS}/${team.id}/games`;
    const against = (h: number) => game({ opponentTeamId: rival.id, scheduledFor: inHours(h) });
    const ids: string[] = [];
    for (let h = 1; h <= MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM; h++) {
      ids.push((await owner.call("POST", url, against(h))).json().game.id);
    }
    const sixth = await owner.call("POST", url, against(9));
    expect([sixth.statusCode, sixth.json().error]).toEqual([409, G.tooManyAgainstOpponent]);
    await owner.call("PUT", `/api/custom-games/${ids[0]}`, { gameStatus: "cancelled" });
    expect((await owner.call("POST", url, against(9))).statusCode).toBe(201);

    await scheduleScrimmages(team.id, owner.user.id, MAX_UPCOMING_GAMES_PER_TEAM - ids.length);
    const full = await owner.call("POST", url, game({ scheduledFor: inHours(100) }));
    expect([full.statusCode, full.json().error]).toEqual([409, G.tooManyUpcoming]);
    t.clock.advance(2 * HOUR_MS);
    const headers = bearer((await signIn(t.app, owner.user)).tokens.accessToken);
    const again = await t.app.inject({
      method: "POST",
      url,
      headers,
      payload: game({ scheduledFor: inHours(100) }),
    });
    expect(again.statusCode, again.body).toBe(201);
    const listed = await t.app.inject({ method: "GET", url, headers });
    expect(listed.json().games).toHaveLength(MAX_UPCOMING_GAMES_PER_TEAM + 2);
  });

  it("lets neither a restored game nor two coaches at once pass the cap", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const url = `${TEAMS}/${team.id}/games`;
    const last = (await owner.call("POST", url, game({ scheduledFor: inHours(1) }))).json().game;
    await owner.call("PUT", `/api/custom-games/${last.id}`, { gameStatus: "cancelled" });
    await scheduleScrimmages(team.id, owner.user.id, MAX_UPCOMING_GAMES_PER_TEAM - 1);
    // One place left ahead, taken twice at once: the second waits for the first, and counts it.
    const repository = createCustomGamesRepository(t.database.db);
    const raced = await Promise.allSettled(
      [2, 3].map((h) =>
        repository.insert(
          { ...scrimmage(team.id, owner.user.id, h), opponent: `Race ${h}` },
          t.clock.now(),
        ),
      ),
    );
    expect(raced.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(raced.find((r) => r.status === "rejected")?.reason).toBeInstanceOf(ScheduleFull);
    // Un-cancelling would make it 51 ahead; a change that keeps it cancelled is fine.
    const restored = await owner.call("PUT", `/api/custom-games/${last.id}`, {
      gameStatus: "scheduled",
    });
    expect([restored.statusCode, restored.json().error]).toEqual([409, G.tooManyUpcoming]);
    const renamed = await owner.call("PUT", `/api/custom-games/${last.id}`, { opponent: "Owls" });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("validates ids, scores and lengths with the spec's texts", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const bad = await owner.call("GET", "/api/custom-games/not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Invalid game ID format. Game ID must be a valid UUID.");
    expect((await owner.call("GET", `/api/custom-games/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const id = (await owner.call("POST", `${TEAMS}/${team.id}/games`, game())).json().game.id;
    const score = await owner.call("PUT", `/api/custom-games/${id}`, { teamScore: 1000 });
    expect(score.json().details).toEqual([G.homeScore]);
    const blank = await owner.call("POST", `${TEAMS}/${team.id}/games`, { opponent: "" });
    expect(blank.json().details).toEqual([G.opponentRequired, G.scheduledForRequired]);
  });
});

describe("team word replacements", () => {
  it("lets only the owner add, edit, delete and add the defaults", async () => {
    const r = await teamWithEveryRole(t);
    const url = `${TEAMS}/${r.team.id}/word-replacements`;
    for (const f of [r.admin, r.member, r.stranger, r.blocked, r.muted]) {
      expect((await f.call("GET", url)).statusCode).toBe(403);
      expect(
        (await f.call("POST", url, { originalWord: "ref", replacementWord: "official" }))
          .statusCode,
      ).toBe(403);
    }
    const added = await r.owner.call("POST", url, {
      originalWord: "damn",
      replacementWord: "darn",
    });
    expect(added.statusCode).toBe(201);
    const pair = added.json().wordReplacement;
    expect(
      (await r.owner.call("POST", url, { originalWord: "DAMN", replacementWord: "x" })).statusCode,
    ).toBe(409);
    const edited = await r.owner.call("PUT", `${url}/${pair.replacementId}`, {
      replacementWord: "dang",
    });
    expect(edited.json().wordReplacement.replacementWord).toBe("dang");
    expect((await r.owner.call("POST", `${url}/defaults`)).json()).toEqual({
      addedCount: 5,
      skippedCount: 1,
    });
    expect((await r.owner.call("GET", url)).json().wordReplacements).toHaveLength(6);
    expect((await r.owner.call("DELETE", `${url}/${pair.id}`)).statusCode).toBe(200);
    expect((await r.owner.call("DELETE", `${url}/${pair.id}`)).statusCode).toBe(404);
  });
});
