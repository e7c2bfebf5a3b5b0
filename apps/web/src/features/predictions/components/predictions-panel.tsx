import { Link } from "react-router";
import type { Game } from "@huddle/contracts/sports";
import {
  pickRequestSchema,
  type PredictionQuestion as Question,
} from "@huddle/contracts/predictions";
import { ErrorBox } from "@/components/ui/error-box";
import { linkClass } from "@/components/ui/styles";
import { useGamePredictions } from "../api/get-game-predictions";
import { useMakePick } from "../api/make-pick";
import { useSpoilerSafePredictions } from "../hooks/use-spoiler-safe-predictions";
import { PREDICTIONS_TEXTS } from "../utils/predictions-texts";
import { PredictionQuestion } from "./prediction-question";

interface PredictionsPanelProps {
  gameId: string;
  /** The game as the scoreboard has it, for the team names (generic labels until it loads). */
  game: Game | undefined;
  className?: string;
}

/**
 * A game room's predictions (issue 15 §2): the winner and, where offered, the over/under. The
 * server decides locks and results; the panel shows what it says and its refusals.
 */
export function PredictionsPanel({ gameId, game, className = "" }: PredictionsPanelProps) {
  const predictions = useGamePredictions(gameId);
  const pick = useMakePick(gameId);
  const data = useSpoilerSafePredictions(predictions.data);

  function choose(question: Question, choice: string) {
    const request = pickRequestSchema.safeParse({ question, choice });
    if (request.success) pick.mutate(request.data);
  }

  return (
    <section
      aria-label={PREDICTIONS_TEXTS.title}
      className={`space-y-3 rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{PREDICTIONS_TEXTS.title}</h2>
        <Link
          to={`/leaderboard${data ? `?tab=${data.league}` : ""}`}
          className={`text-sm ${linkClass}`}
        >
          {PREDICTIONS_TEXTS.leaderboardLink}
        </Link>
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">{PREDICTIONS_TEXTS.pointsOnly}</p>
      {predictions.isPending ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {PREDICTIONS_TEXTS.loading}
        </p>
      ) : predictions.isError ? (
        <ErrorBox
          message={PREDICTIONS_TEXTS.loadFailed}
          details={predictions.error.message}
          onRetry={() => void predictions.refetch()}
        />
      ) : (
        <>
          {(data ?? predictions.data).questions.map((view) => (
            <PredictionQuestion
              key={view.question}
              view={view}
              league={predictions.data.league}
              game={game}
              busy={pick.isPending}
              onPick={(choice) => choose(view.question, choice)}
            />
          ))}
          {pick.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {pick.error.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
