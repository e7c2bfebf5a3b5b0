import { Link } from "react-router";
import { linkClass } from "@/components/ui/styles";
import { useCustomGame } from "../api/get-custom-game";
import { useCustomGameUpdates } from "../realtime/use-custom-game-updates";
import { formatGameTime } from "../utils/game-status";
import { GameManagementBox } from "./game-management-box";
import { GameScoreline } from "./game-scoreline";
import { GameStatusBadge } from "./game-status-badge";

/**
 * A custom game's room (issue 11): the game's computed status and score, live as its managers
 * edit it, and the Game Management box for those who may edit it. A game the viewer may not
 * see shows nothing here: the room itself says why.
 */
export function CustomGameRoomPanel({ gameId }: { gameId: string }) {
  const { data: game } = useCustomGame(gameId);
  useCustomGameUpdates(gameId);
  if (!game) return null;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section
        aria-label="Game summary"
        className="space-y-2 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="wrap-anywhere text-lg font-semibold">{game.name}</h2>
          <span aria-live="polite">
            <GameStatusBadge status={game.status} />
          </span>
        </div>
        <GameScoreline game={game} />
        <p className="text-sm">
          <time dateTime={game.scheduledFor}>{formatGameTime(game.scheduledFor)}</time>
          {game.location ? ` · ${game.location}` : ""}
        </p>
        <Link to={`/custom-game/${game.id}`} className={linkClass}>
          Game details
        </Link>
      </section>
      {game.canEdit ? <GameManagementBox gameId={game.id} /> : null}
    </div>
  );
}
