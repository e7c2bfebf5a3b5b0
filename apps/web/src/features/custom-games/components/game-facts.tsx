import { Link } from "react-router";
import type { CustomGame } from "@huddle/contracts/custom-games";
import { linkClass } from "@/components/ui/styles";
import { formatGameTime } from "../utils/game-status";

/** The game's when, where and who, as a description list. */
export function GameFacts({ game }: { game: CustomGame }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <Fact term="Date & Time">
        <time dateTime={game.scheduledFor}>{formatGameTime(game.scheduledFor)}</time>
      </Fact>
      <Fact term="Location">{game.location || "Not set"}</Fact>
      <Fact term="Home Team">
        <Link to={`/custom-team/${game.teamId}`} className={linkClass}>
          {game.teamName}
        </Link>
      </Fact>
      <Fact term="Opponent">
        {game.opponentTeamId ? (
          <Link to={`/custom-team/${game.opponentTeamId}`} className={linkClass}>
            {game.opponent}
          </Link>
        ) : (
          game.opponent
        )}
      </Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}
