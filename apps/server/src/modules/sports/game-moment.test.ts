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
    const moments = createGameMoments({ game: async () => game });
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

  it("reads a game once per second however many messages arrive", async () => {
    let now = 0;
    let current = liveAt(14, 10);
    const read = vi.fn(async () => current);
    const moments = createGameMoments({ game: read }, () => now);
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
    const moments = createGameMoments({ game: read }, () => 0);
    expect(await moments(room("game-nosuchgame1"))).toBeNull();
    expect(await moments(room("game-nosuchgame1"))).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
