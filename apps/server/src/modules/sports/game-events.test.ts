import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { diffGameEvents, leadChangeText } from "./game-events.ts";
import { withTeams } from "./game-shape.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";

/** A live NBA game (ATL @ BOS) in Q3 at 4:12 with the given score. */
function nbaAt(home: number, away: number): Game {
  const game = buildScheduledGame("nba");
  return {
    ...withTeams(game, { ...game.homeTeam, score: home }, { ...game.awayTeam, score: away }),
    state: "in",
    status: "STATUS_IN_PROGRESS",
    statusDetail: "4:12 - 3rd",
    period: 3,
    quarter: 3,
    clock: "4:12",
    timeRemaining: "4:12",
  };
}

describe("leadChangeText", () => {
  const game = nbaAt(0, 0);
  const [home, away] = [game.homeTeam.abbreviation, game.awayTeam.abbreviation];

  it("names the new leader first when the side that trailed goes ahead", () => {
    expect(leadChangeText(game, "away", { home: 54, away: 53 }, "Q3 4:12")).toBe(
      `LEAD CHANGE — ${home} 54, ${away} 53 · Q3 4:12`,
    );
  });

  it("announces a tie with the side that levelled first", () => {
    expect(leadChangeText(game, "home", { home: 54, away: 54 }, "Q3 4:12")).toBe(
      `TIED — ${away} 54, ${home} 54 · Q3 4:12`,
    );
  });

  it("says nothing when the leader extends the lead, at the first basket or after a tie by the last leader", () => {
    expect(leadChangeText(game, "home", { home: 56, away: 53 }, "Q3 4:12")).toBeNull();
    expect(leadChangeText(game, null, { home: 2, away: 0 }, "Q1 11:40")).toBeNull();
    expect(leadChangeText(game, "home", { home: 56, away: 54 }, "Q3 4:12")).toBeNull();
  });
});

describe("diffGameEvents for basketball boards", () => {
  it("posts a lead change and a tie but not a basket that only extends the lead", () => {
    const text = (a: Game, b: Game) => diffGameEvents(a, b).map((e) => e.text);
    const [home, away] = [nbaAt(0, 0).homeTeam.abbreviation, nbaAt(0, 0).awayTeam.abbreviation];
    expect(text(nbaAt(50, 53), nbaAt(54, 53))).toEqual([
      `LEAD CHANGE — ${home} 54, ${away} 53 · Q3 4:12`,
    ]);
    expect(text(nbaAt(54, 52), nbaAt(54, 54))).toEqual([`TIED — ${away} 54, ${home} 54 · Q3 4:12`]);
    expect(text(nbaAt(54, 52), nbaAt(57, 52))).toEqual([]);
  });
});
