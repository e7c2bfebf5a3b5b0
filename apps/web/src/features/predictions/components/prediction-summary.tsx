import { Link } from "react-router";
import { linkClass } from "@/components/ui/styles";
import { usePredictionSummary } from "../api/get-prediction-summary";
import { PREDICTIONS_TEXTS, accuracy } from "../utils/predictions-texts";

/** A profile's predictions line: points, correct of settled picks, picks still open. */
export function PredictionSummary({ username }: { username: string }) {
  const query = usePredictionSummary(username);
  return (
    <section
      aria-label={PREDICTIONS_TEXTS.summaryTitle}
      className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{PREDICTIONS_TEXTS.summaryTitle}</h2>
        <Link to="/leaderboard" className={`text-sm ${linkClass}`}>
          {PREDICTIONS_TEXTS.leaderboardLink}
        </Link>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {PREDICTIONS_TEXTS.loading}
        </p>
      ) : query.isError ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{PREDICTIONS_TEXTS.loadFailed}</p>
      ) : query.data.settled + query.data.open === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No picks yet.</p>
      ) : (
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <span>
            <strong>{query.data.points}</strong> points
          </span>
          <span>
            <strong>
              {query.data.correct} / {query.data.settled}
            </strong>{" "}
            correct ({accuracy(query.data.correct, query.data.settled)})
          </span>
          <span>
            <strong>{query.data.open}</strong> open
          </span>
        </p>
      )}
    </section>
  );
}
