import { describe, expect, it, vi } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { roomFromSlug, roomSlug, type Room } from "@huddle/contracts/rules/room";
import { withTeams } from "./game-shape.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";
import { createGameMoments } from "./game-moment.ts";

function liveAt(home: number, away: number): Game {
  const game = buildScheduledGame("nfl");
  return {
    ...withTeams(game, { ...game.homeTeam, score: home }, { ...game.awayTeam, score: away }),
    state: "in",
    status: "STATUS_IN_PROGRESS",
    statusDetail: "3:12 - 2nd",
    period: 2,
    quarter: 2,
    clock: "3:12",
    timeRemaining: "3:12",
  };
}

const room = (slug: string): Room => {
  const result = roomFromSlug(slug);
  if (!result.ok) throw new Error(result.error);
  return result.room;
};

describe("game moments", () => {
  it("stamps game and sideline rooms with the score and clock, and nothing else", async () => {
    const game = liveAt(14, 10);
    const moments = createGameMoments({ game: async () => game }).momentFor;
    expect(await moments(room(roomSlug({ type: "game", gameId: game.id })))).toMatchObject({
      label: "Q2 3:12",
      homeScore: 14,
      awayScore: 10,
      state: "in",
    });
    expect(
      await moments(
        room(roomSlug({ type: "sideline", gameId: game.id, teamId: game.homeTeam.teamId })),
      ),
    ).not.toBeNull();
    expect(await moments(room("team-10000012"))).toBeNull();
  });

  it("names overtime as fans do: 'OT 2:10', not 'Q5 2:10'", async () => {
    const game = { ...liveAt(21, 21), period: 5, quarter: 5, clock: "2:10" };
    const moments = createGameMoments({ game: async () => game }).momentFor;
    const moment = await moments(room(roomSlug({ type: "game", gameId: game.id })));
    expect(moment).toMatchObject({ label: "OT 2:10" });
  });

  it("reads a game once per second however many messages arrive", async () => {
    let now = 0;
    let current = liveAt(14, 10);
    const read = vi.fn(async () => current);
    const moments = createGameMoments({ game: read }, () => now).momentFor;
    const slug = roomSlug({ type: "game", gameId: current.id });
    for (let i = 0; i < 20; i += 1) await moments(room(slug));
    expect(read).toHaveBeenCalledTimes(1);
    current = liveAt(21, 10);
    now = 1_001;
    expect(await moments(room(slug))).toMatchObject({ homeScore: 21 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("remembers a game that does not exist for as long", async () => {
    const read = vi.fn(async () => undefined);
    const moments = createGameMoments({ game: read }, () => 0).momentFor;
    expect(await moments(room("game-nosuchgame1"))).toBeNull();
    expect(await moments(room("game-nosuchgame1"))).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  describe("with a spoiler delay (issue 15 §4)", () => {
    it("stamps the latest moment at or before now − delay", async () => {
      let now = 0;
      let current = liveAt(14, 10);
      const moments = createGameMoments({ game: async () => current }, () => now);
      const slug = room(roomSlug({ type: "game", gameId: current.id }));
      await moments.momentFor(slug);
      now = 50_000;
      current = liveAt(21, 10);
      moments.record(current);
      now = 70_000;
      expect(await moments.momentFor(slug, 30)).toMatchObject({ homeScore: 14, awayScore: 10 });
      expect(await moments.momentFor(slug, 20)).toMatchObject({ homeScore: 21 });
      expect(await moments.momentFor(slug, 0)).toMatchObject({ homeScore: 21 });
    });

    it("keeps the moment from before a two-minute window, and drops older ones", async () => {
      let now = 0;
      let current = liveAt(0, 0);
      const moments = createGameMoments({ game: async () => current }, () => now);
      const slug = room(roomSlug({ type: "game", gameId: current.id }));
      const scoresRound = (at: number, game: Game) => {
        now = at;
        current = game;
        moments.record(game);
      };
      scoresRound(0, liveAt(0, 0));
      scoresRound(200_000, liveAt(7, 0));
      scoresRound(210_000, liveAt(7, 3));
      // 120 s before 210 s is 90 s: the 0–0 moment was still on then.
      expect(await moments.momentFor(slug, 120)).toMatchObject({ homeScore: 0, awayScore: 0 });
      scoresRound(400_000, liveAt(14, 3));
      // 120 s before 400 s the game stood at 7–3; the 0–0 and 7–0 moments are gone.
      expect(await moments.momentFor(slug, 120)).toMatchObject({ homeScore: 7, awayScore: 3 });
      now = 401_000;
      expect(await moments.momentFor(slug, 120)).toMatchObject({ homeScore: 7, awayScore: 3 });
    });

    it("uses the oldest moment it knows when nothing is that old", async () => {
      let now = 5_000;
      let current = liveAt(0, 0);
      const moments = createGameMoments({ game: async () => current }, () => now);
      const slug = room(roomSlug({ type: "game", gameId: current.id }));
      moments.record(current);
      now = 10_000;
      current = liveAt(3, 0);
      moments.record(current);
      expect(await moments.momentFor(slug, 60)).toMatchObject({ homeScore: 0 });
    });
  });
});
