import { describe, expect, it } from "vitest";
import { roomsOfGame } from "./scores-engine.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";

describe("roomsOfGame", () => {
  const game = buildScheduledGame("nba");
  const home = game.homeTeam.teamId;
  const away = game.awayTeam.teamId;

  it("includes the conference room of each team", () => {
    const conferenceOf = (id: string) => (id === home ? "east" : "west");
    expect(roomsOfGame(game, conferenceOf)).toEqual([
      `game-${game.id}`,
      `sideline-${game.id}-${home}`,
      `sideline-${game.id}-${away}`,
      `team-${home}`,
      `team-${away}`,
      "conference-nba-east",
      "conference-nba-west",
      "league-nba",
      "home",
    ]);
  });

  it("names a shared conference once", () => {
    const rooms = roomsOfGame(game, () => "east");
    expect(rooms.filter((r) => r === "conference-nba-east")).toHaveLength(1);
  });
});
