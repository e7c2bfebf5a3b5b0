import { Link } from "react-router";
import type { CustomGame } from "@huddle/contracts/custom-games";
import { linkClass } from "@/components/ui/styles";
import { formatGameTime } from "../utils/game-status";
import { GameStatusBadge } from "./game-status-badge";

interface TeamGameRowsProps {
  games: readonly CustomGame[];
  /** Where a game's name leads: its page, or its room from a chat. */
  hrefOf: (game: CustomGame) => string;
}

/** A team's games, one row each: name, time and place, status. */
export function TeamGameRows({ games, hrefOf }: TeamGameRowsProps) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
      {games.map((game) => (
        <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">
            <Link to={hrefOf(game)} className={`${linkClass} wrap-anywhere`}>
              {game.name}
            </Link>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              <time dateTime={game.scheduledFor}>{formatGameTime(game.scheduledFor)}</time>
              {game.location ? ` · ${game.location}` : ""}
            </p>
          </div>
          <GameStatusBadge status={game.status} />
        </li>
      ))}
    </ul>
  );
}
