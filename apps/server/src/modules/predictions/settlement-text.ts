import {
  PREDICTIONS_SUMMARY_PREFIX,
  sharePercent,
  type PredictionQuestion,
} from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { WinnerOutcome } from "./outcomes.ts";
import type { QuestionTally } from "./predictions.repository.ts";

/** '8 of 13 fans (62%) got it right' */
function share(tally: QuestionTally): string {
  const fans = tally.picks === 1 ? "fan" : "fans";
  return `${tally.correct} of ${tally.picks} ${fans} (${sharePercent(tally.correct, tally.picks)}%) got it right`;
}

function winnerText(game: Game, outcome: WinnerOutcome, tally: QuestionTally): string {
  if (outcome === "void") return "Tie game: winner picks are void";
  const result =
    outcome === "draw"
      ? "A draw"
      : `${(outcome === "home" ? game.homeTeam : game.awayTeam).name} won`;
  return `${result}; ${share(tally)}`;
}

/**
 * The game room's system message when predictions settle:
 * "PREDICTIONS — NYK 104, BOS 110: Boston Celtics won; 8 of 13 fans (62%) got it right. Total
 * 214 vs line 221.5: UNDER; 4 of 10 fans (40%) got it right." Questions nobody picked are left
 * out; null when nobody picked at all (no message then).
 */
export function settlementText(
  game: Game,
  result: { winner: WinnerOutcome; total: string | null; line: number | null },
  tallies: QuestionTally[],
): string | null {
  const tallyOf = (question: PredictionQuestion) =>
    tallies.find((t) => t.question === question && t.picks > 0);
  const parts: string[] = [];
  const winner = tallyOf("winner");
  if (winner) parts.push(winnerText(game, result.winner, winner));
  const total = tallyOf("total");
  if (total && result.total && result.line !== null) {
    const sum = (game.homeTeam.score ?? 0) + (game.awayTeam.score ?? 0);
    parts.push(
      `Total ${sum} vs line ${result.line}: ${result.total.toUpperCase()}; ${share(total)}`,
    );
  }
  if (!parts.length) return null;
  const score = `${game.awayTeam.abbreviation} ${game.awayTeam.score ?? 0}, ${game.homeTeam.abbreviation} ${game.homeTeam.score ?? 0}`;
  return `${PREDICTIONS_SUMMARY_PREFIX}${score}: ${parts.join(". ")}.`;
}
