import { Link } from "react-router";
import { linkClass } from "@/components/ui/styles";
import { useTeamGames } from "../api/get-team-games";
import { formatGameTime } from "../utils/game-status";
import { GameStatusBadge } from "./game-status-badge";

interface TeamGamesListProps {
  teamId: string;
  /** The viewer may schedule games for this team (owner or team admin). */
  canCreate: boolean;
}

/** A team's games on its page, earliest first, each linking to the game. */
export function TeamGamesList({ teamId, canCreate }: TeamGamesListProps) {
  const query = useTeamGames(teamId);
  // A team whose games the viewer may not see (private, blocked) shows no games box at all.
  if (query.isPending || query.isError) return null;
  const games = query.data;
  return (
    <section aria-labelledby="team-games-heading" className="space-y-3">
      <h2 id="team-games-heading" className="text-lg font-semibold">
        Games ({games.length})
      </h2>
      {games.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          No games scheduled yet.{" "}
          {canCreate ? (
            <Link to={`/custom/create-game?teamId=${teamId}`} className={linkClass}>
              Schedule the first one
            </Link>
          ) : null}
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {games.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link to={`/custom-game/${game.id}`} className={`${linkClass} break-words`}>
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
      )}
    </section>
  );
}
