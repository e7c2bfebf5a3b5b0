import { Link } from "react-router";
import type { Leaderboard } from "@huddle/contracts/predictions";
import { linkClass } from "@/components/ui/styles";
import { accuracy } from "../utils/predictions-texts";

/** Ranked fans of one league season: points, correct of settled picks, accuracy. */
export function LeaderboardTable({
  leaderboard,
  caption,
}: {
  leaderboard: Leaderboard;
  caption: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs uppercase text-gray-600 dark:text-gray-400">
        <tr>
          <th scope="col" className="py-2 pr-2">
            Rank
          </th>
          <th scope="col" className="py-2 pr-2">
            Fan
          </th>
          <th scope="col" className="py-2 pr-2 text-right">
            Points
          </th>
          <th scope="col" className="py-2 pr-2 text-right">
            Correct
          </th>
          <th scope="col" className="py-2 text-right">
            Accuracy
          </th>
        </tr>
      </thead>
      <tbody>
        {leaderboard.entries.map((entry) => (
          <tr
            key={entry.userId}
            aria-current={entry.isViewer ? "true" : undefined}
            className={`border-t border-gray-200 dark:border-gray-700 ${entry.isViewer ? "bg-sky-50 font-semibold dark:bg-sky-950" : ""}`}
          >
            <td className="py-2 pr-2 tabular-nums">{entry.rank}</td>
            <td className="py-2 pr-2">
              <Link
                to={`/profile?username=${encodeURIComponent(entry.username)}`}
                className={linkClass}
              >
                {entry.username}
              </Link>
              {entry.isViewer ? (
                <span className="ml-1 text-xs text-gray-600 dark:text-gray-400">(you)</span>
              ) : null}
            </td>
            <td className="py-2 pr-2 text-right tabular-nums">{entry.points}</td>
            <td className="py-2 pr-2 text-right tabular-nums">
              {entry.correct} / {entry.settled}
            </td>
            <td className="py-2 text-right tabular-nums">
              {accuracy(entry.correct, entry.settled)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
