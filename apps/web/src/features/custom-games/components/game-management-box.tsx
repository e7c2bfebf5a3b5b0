import { Link } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { GAME_MANAGEMENT_TEXTS as T } from "../utils/custom-game-texts";

const editLinkClass = `inline-flex items-center justify-center rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 dark:hover:bg-sky-800 ${focusRing}`;

/** spec 000 §2 Chat room: the Game Management box, for those who may edit the game. */
export function GameManagementBox({ gameId }: { gameId: string }) {
  return (
    <section
      aria-labelledby="game-management-heading"
      className="space-y-2 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="game-management-heading" className="text-base font-semibold">
          {T.title}
        </h2>
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100">
          {T.label}
        </span>
      </div>
      <Link to={`/custom/game/${gameId}/edit`} className={editLinkClass}>
        {T.edit}
      </Link>
    </section>
  );
}
