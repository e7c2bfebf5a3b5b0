import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { settlementText } from "./settlement-text.ts";

function final(league: Game["league"], home: number, away: number): Game {
  const game = buildScheduledGame(league);
  return {
    ...game,
    state: "post",
    status: "STATUS_FINAL",
    homeTeam: { ...game.homeTeam, score: home },
    awayTeam: { ...game.awayTeam, score: away },
  };
}

describe("settlement message", () => {
  it("names the winner, the total against the line and the share who got each right", () => {
    const game = final("nba", 110, 104);
    const text = settlementText(game, { winner: "home", total: "under", line: 221.5 }, [
      { question: "winner", picks: 8, correct: 5 },
      { question: "total", picks: 1, correct: 0 },
    ]);
    expect(text).toBe(
      `PREDICTIONS — ${game.awayTeam.abbreviation} 104, ${game.homeTeam.abbreviation} 110: ` +
        `${game.homeTeam.name} won; 5 of 8 fans (63%) got it right. ` +
        "Total 214 vs line 221.5: UNDER; 0 of 1 fan (0%) got it right.",
    );
  });

  it("says a tie voids the winner picks where draws do not stand, and a draw where they do", () => {
    const tie = settlementText(final("nfl", 20, 20), { winner: "void", total: null, line: null }, [
      { question: "winner", picks: 3, correct: 0 },
    ]);
    expect(tie).toContain("Tie game: winner picks are void.");
    const draw = settlementText(final("mls", 1, 1), { winner: "draw", total: "under", line: 2.5 }, [
      { question: "winner", picks: 2, correct: 1 },
    ]);
    expect(draw).toContain("A draw; 1 of 2 fans (50%) got it right.");
    expect(draw).not.toContain("Total");
  });

  it("is null when nobody picked", () => {
    expect(
      settlementText(final("nhl", 3, 2), { winner: "home", total: null, line: null }, []),
    ).toBeNull();
  });
});
