import {
  choicesFor,
  questionsFor,
  type GamePredictions,
  type LeaderboardEntry,
  type PredictionChoice,
  type PredictionQuestionView,
} from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { PredictionGameRow, PredictionPickRow } from "../../db/schema.ts";
import { isLocked } from "./predictions.policy.ts";
import type { QuestionTally, StandingRow } from "./predictions.repository.ts";

type Outcome = PredictionQuestionView["outcome"];

/** The game's questions as the viewer sees them: choices, line, lock, their pick, the result. */
export function presentGamePredictions(
  game: Game,
  row: PredictionGameRow,
  myPicks: PredictionPickRow[],
  tallies: QuestionTally[],
  now: Date,
): GamePredictions {
  const settled = row.settledAt !== null;
  const questions = questionsFor(game.league).map((question): PredictionQuestionView => {
    const mine = myPicks.find((p) => p.question === question);
    const tally = tallies.find((t) => t.question === question);
    const outcome = settled
      ? ((question === "winner" ? row.winnerOutcome : row.totalOutcome) as Outcome)
      : null;
    return {
      question,
      choices: choicesFor(game.league, question),
      line: question === "total" ? row.totalLine : null,
      locked: settled || isLocked(question, game, now),
      myPick: (mine?.choice as PredictionChoice | undefined) ?? null,
      outcome,
      myPickCorrect: settled ? (mine?.correct ?? null) : null,
      picks: tally?.picks ?? 0,
      correctPicks: settled ? (tally?.correct ?? 0) : null,
    };
  });
  return { gameId: game.id, league: game.league, season: row.season, settled, questions };
}

export function presentStanding(row: StandingRow, viewerId: string): LeaderboardEntry {
  return { ...row, isViewer: row.userId === viewerId };
}
