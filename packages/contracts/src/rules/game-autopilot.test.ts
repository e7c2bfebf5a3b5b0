import { describe, expect, it } from "vitest";
import type { LeagueId } from "../sports-leagues.ts";
import { isCrunchTime, type CrunchTimeInput } from "./game-autopilot.ts";

function game(
  league: LeagueId,
  facts: {
    period: number;
    home: number;
    away: number;
    timeRemaining?: string | null;
    clock?: string | null;
    state?: CrunchTimeInput["state"];
  },
): CrunchTimeInput {
  return {
    league,
    state: facts.state ?? "in",
    period: facts.period,
    clock: facts.clock ?? null,
    timeRemaining: facts.timeRemaining ?? null,
    homeTeam: { score: facts.home },
    awayTeam: { score: facts.away },
  };
}

/** [case, game, crunch time?] written from the rules in docs/decisions.md, not from the code. */
const MATRIX: [string, CrunchTimeInput, boolean][] = [
  // Football: last quarter, two minutes or less, within one score (8).
  ["nfl Q4 2:00 up 8", game("nfl", { period: 4, timeRemaining: "2:00", home: 21, away: 13 }), true],
  ["nfl Q4 2:01", game("nfl", { period: 4, timeRemaining: "2:01", home: 21, away: 13 }), false],
  [
    "nfl Q4 1:10 up 9",
    game("nfl", { period: 4, timeRemaining: "1:10", home: 22, away: 13 }),
    false,
  ],
  ["nfl Q3 0:30 tied", game("nfl", { period: 3, timeRemaining: "0:30", home: 7, away: 7 }), false],
  ["nfl OT 1:59 tied", game("nfl", { period: 5, timeRemaining: "1:59", home: 7, away: 7 }), true],
  [
    "ncaafb Q4 0:45 up 3",
    game("ncaafb", { period: 4, timeRemaining: "0:45", home: 3, away: 0 }),
    true,
  ],
  // Basketball: within two possessions (6); college plays halves.
  [
    "nba Q4 1:30 up 6",
    game("nba", { period: 4, timeRemaining: "1:30", home: 100, away: 94 }),
    true,
  ],
  [
    "nba Q4 1:30 up 7",
    game("nba", { period: 4, timeRemaining: "1:30", home: 101, away: 94 }),
    false,
  ],
  [
    "nba Q4 0:04.2 up 1",
    game("nba", { period: 4, timeRemaining: "0:04.2", home: 90, away: 89 }),
    true,
  ],
  [
    "ncaambb H2 1:00 up 2",
    game("ncaambb", { period: 2, timeRemaining: "1:00", home: 60, away: 58 }),
    true,
  ],
  [
    "ncaambb H1 1:00 up 2",
    game("ncaambb", { period: 1, timeRemaining: "1:00", home: 30, away: 28 }),
    false,
  ],
  // Hockey: last period, two minutes, a one-goal game.
  ["nhl P3 1:45 up 1", game("nhl", { period: 3, timeRemaining: "1:45", home: 2, away: 1 }), true],
  ["nhl P3 1:45 up 2", game("nhl", { period: 3, timeRemaining: "1:45", home: 3, away: 1 }), false],
  ["nhl P2 0:30 tied", game("nhl", { period: 2, timeRemaining: "0:30", home: 1, away: 1 }), false],
  // Soccer: from the 85th minute of the second half, stoppage time included, within a goal.
  ["mls 88' tied", game("mls", { period: 2, clock: "88'", home: 1, away: 1 }), true],
  ["mls 90'+3' up 1", game("mls", { period: 2, clock: "90'+3'", home: 2, away: 1 }), true],
  ["mls 84' tied", game("mls", { period: 2, clock: "84'", home: 0, away: 0 }), false],
  ["mls 45'+2' tied", game("mls", { period: 1, clock: "45'+2'", home: 0, away: 0 }), false],
  ["mls 89' up 2", game("mls", { period: 2, clock: "89'", home: 3, away: 1 }), false],
  // Baseball: the ninth or extras, a save situation (3 runs).
  ["mlb 9th up 3", game("mlb", { period: 9, home: 5, away: 2 }), true],
  ["mlb 11th tied", game("mlb", { period: 11, home: 4, away: 4 }), true],
  ["mlb 9th up 4", game("mlb", { period: 9, home: 6, away: 2 }), false],
  ["mlb 8th up 1", game("mlb", { period: 8, home: 3, away: 2 }), false],
  // Not live: before the start, halftime-like pauses without a clock, and the final.
  [
    "nba final up 1",
    game("nba", { period: 4, timeRemaining: "0:00", home: 90, away: 89, state: "post" }),
    false,
  ],
  ["nfl no clock", game("nfl", { period: 4, timeRemaining: null, home: 7, away: 7 }), false],
];

describe("isCrunchTime: the close-game rule per league", () => {
  it.each(MATRIX)("%s", (_name, input, expected) => {
    expect(isCrunchTime(input)).toBe(expected);
  });

  it("needs both scores", () => {
    const input = game("mlb", { period: 9, home: 1, away: 1 });
    expect(isCrunchTime({ ...input, awayTeam: { score: null } })).toBe(false);
  });
});
