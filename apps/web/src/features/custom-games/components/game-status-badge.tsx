import type { GameStatus } from "@huddle/contracts/custom-games";
import { GAME_STATUS_LABELS } from "../utils/game-status";

const TONES: Record<GameStatus, string> = {
  scheduled: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  live: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  completed: "bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100",
  cancelled: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
};

/** The server-computed status; the word carries the meaning, colour only repeats it. */
export function GameStatusBadge({ status }: { status: GameStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${TONES[status]}`}
    >
      {status === "live" ? (
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
      ) : null}
      <span className="sr-only">Status: </span>
      {GAME_STATUS_LABELS[status]}
    </span>
  );
}
