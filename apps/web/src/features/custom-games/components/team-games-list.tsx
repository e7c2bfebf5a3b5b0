import { Link } from "react-router";
import { linkClass } from "@/components/ui/styles";
import { useTeamGames } from "../api/get-team-games";
import { TeamGameRows } from "./team-game-rows";

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
        <TeamGameRows games={games} hrefOf={(game) => `/custom-game/${game.id}`} />
      )}
    </section>
  );
}
