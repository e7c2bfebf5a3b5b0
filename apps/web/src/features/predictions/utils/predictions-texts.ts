import {
  sharePercent,
  type PredictionChoice,
  type PredictionQuestionView,
} from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";

export const PREDICTIONS_TEXTS = {
  title: "Predictions",
  pointsOnly: "Points only, never money. Winner locks at the start, over/under at half.",
  loading: "Loading predictions…",
  loadFailed: "Could not load predictions.",
  leaderboardLink: "Leaderboard",
  leaderboardTitle: "Predictions leaderboard",
  leaderboardLoading: "Loading leaderboard…",
  leaderboardFailed: "Could not load the leaderboard.",
  everyone: "Everyone",
  following: "People you follow",
  summaryTitle: "Predictions",
} as const;

const GOAL_LEAGUES: readonly LeagueId[] = ["mls", "nhl"];

export function questionTitle(view: PredictionQuestionView, league: LeagueId): string {
  if (view.question === "winner") return "Who wins?";
  const unit = GOAL_LEAGUES.includes(league) ? "goals" : "points";
  return `Total ${unit}: over or under ${view.line}?`;
}

export function choiceLabel(
  choice: PredictionChoice | "void",
  line: number | null,
  game: Game | undefined,
): string {
  switch (choice) {
    case "home":
      return game?.homeTeam.name ?? "Home";
    case "away":
      return game?.awayTeam.name ?? "Away";
    case "draw":
      return "Draw";
    case "over":
      return `Over ${line}`;
    case "under":
      return `Under ${line}`;
    case "void":
      return "Void (tie)";
  }
}

/** The line under a question: how many picked, the lock, or the result and the share. */
export function questionStatus(view: PredictionQuestionView, game: Game | undefined): string {
  const fans = (n: number) => `${n} ${n === 1 ? "fan" : "fans"}`;
  if (view.outcome) {
    const result = `Result: ${choiceLabel(view.outcome, view.line, game)}.`;
    if (view.outcome === "void") return `${result} No points for this question.`;
    const share = sharePercent(view.correctPicks ?? 0, view.picks);
    const crowd =
      share === null
        ? "Nobody picked."
        : `${view.correctPicks} of ${fans(view.picks)} (${share}%) got it right.`;
    const mine =
      view.myPickCorrect === null
        ? ""
        : view.myPickCorrect
          ? " You got it right!"
          : " You missed this one.";
    return `${result} ${crowd}${mine}`;
  }
  if (view.locked) {
    return view.myPick
      ? `Locked. Your pick: ${choiceLabel(view.myPick, view.line, game)}.`
      : "Locked. You did not pick.";
  }
  return `${fans(view.picks)} picked so far.`;
}

export function accuracy(correct: number, settled: number): string {
  const share = sharePercent(correct, settled);
  return share === null ? "–" : `${share}%`;
}
