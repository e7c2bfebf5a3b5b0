import { DRAW_LEAGUES, type TotalChoice, type WinnerChoice } from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";

export type WinnerOutcome = WinnerChoice | "void";

/** Who won a final; a tie in a league without draws (an NFL tie) voids the winner picks. */
export function winnerOutcome(game: Game): WinnerOutcome {
  const home = game.homeTeam.score ?? 0;
  const away = game.awayTeam.score ?? 0;
  if (home > away) return "home";
  if (away > home) return "away";
  return DRAW_LEAGUES.includes(game.league) ? "draw" : "void";
}

/** Over or under the line (always x.5, so never a push). */
export function totalOutcome(game: Game, line: number): TotalChoice {
  return (game.homeTeam.score ?? 0) + (game.awayTeam.score ?? 0) > line ? "over" : "under";
}
