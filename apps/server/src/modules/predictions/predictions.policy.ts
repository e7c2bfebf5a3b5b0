import {
  PREDICTION_MESSAGES,
  choicesFor,
  questionsFor,
  type PickRequest,
  type PredictionQuestion,
} from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";

/** Quarters (NFL, NBA, NCAA FB) or halves (NCAA MBB, MLS) before the half. */
const PERIODS_PER_HALF: Partial<Record<LeagueId, number>> = {
  nfl: 2,
  ncaafb: 2,
  nba: 2,
  ncaambb: 1,
  mls: 1,
};

/** The game has started: by its state, or by the clock when the feed has not caught up. */
export function hasStarted(game: Game, now: Date): boolean {
  return game.state !== "pre" || now.getTime() >= Date.parse(game.startTime);
}

/** Half time is reached (or passed): the halftime break, the second half, or the end. */
export function hasReachedHalf(game: Game): boolean {
  if (game.state === "post") return true;
  if (game.state !== "in") return false;
  if (game.status === "STATUS_HALFTIME") return true;
  const perHalf = PERIODS_PER_HALF[game.league];
  return perHalf !== undefined && (game.period ?? 0) > perHalf;
}

/** Winner picks lock at the start, over/under picks at half. */
export function isLocked(question: PredictionQuestion, game: Game, now: Date): boolean {
  return question === "winner" ? hasStarted(game, now) : hasReachedHalf(game);
}

/**
 * Why a fan may not make or change this pick now, or null when they may. Any signed-in fan who
 * may read the game's room may pick (the route checks the room); muted fans too, since a pick
 * says nothing to anyone. The server decides with its own clock and stored game.
 */
export function pickRefusal(
  pick: PickRequest,
  game: Game,
  context: { now: Date; settled: boolean },
): string | null {
  if (!questionsFor(game.league).includes(pick.question)) {
    return PREDICTION_MESSAGES.questionNotOffered;
  }
  if (!choicesFor(game.league, pick.question).includes(pick.choice)) {
    return PREDICTION_MESSAGES.choiceInvalid;
  }
  if (context.settled) return PREDICTION_MESSAGES.settled;
  if (isLocked(pick.question, game, context.now)) {
    return pick.question === "winner"
      ? PREDICTION_MESSAGES.winnerLocked
      : PREDICTION_MESSAGES.totalLocked;
  }
  return null;
}
