import { Link, useParams } from "react-router";
import { gameIdParamsSchema } from "@huddle/contracts/custom-games";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { focusRing, linkClass } from "@/components/ui/styles";
import { useCustomGame } from "../api/get-custom-game";
import { gameRoomPath } from "../utils/game-room";
import { GameFacts } from "./game-facts";
import { GameLoadError } from "./game-load-error";
import { GameScoreline } from "./game-scoreline";
import { GameStatusBadge } from "./game-status-badge";
import { useDocumentTitle } from "@/lib/use-document-title";

const actionLinkClass = `inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold ${focusRing}`;
const primaryLink = `${actionLinkClass} bg-sky-700 text-white hover:bg-sky-800 dark:hover:bg-sky-800`;
const secondaryLink = `${actionLinkClass} border border-gray-300 hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-700`;

/** /custom-game/:id — the game, its clock-driven status, its chat room and (if allowed) Edit. */
export function GameDetailsPage() {
  const { id = "" } = useParams();
  const valid = gameIdParamsSchema.safeParse({ id });
  const query = useCustomGame(id, valid.success);
  useDocumentTitle(query.data?.name ?? "Custom Game");
  if (!valid.success) {
    return <ErrorBox message={valid.error.issues[0]?.message} />;
  }
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError) {
    return <GameLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const game = query.data;
  const roomPath = gameRoomPath(game.id);
  return (
    <article aria-labelledby="game-heading" className="mx-auto max-w-3xl space-y-5">
      <Link to={`/custom-team/${game.teamId}`} className={linkClass}>
        Back to {game.teamName}
      </Link>
      <header className="space-y-2">
        <h1 id="game-heading" className="wrap-anywhere text-2xl font-bold sm:text-3xl">
          {game.name}
        </h1>
        {/* Announced when the clock moves the game on (scheduled → live → completed). */}
        <div aria-live="polite">
          <GameStatusBadge status={game.status} />
        </div>
      </header>
      <GameScoreline game={game} />
      <GameFacts game={game} />
      {game.gameDescription ? (
        <section aria-label="About this game">
          <h2 className="text-lg font-semibold">About</h2>
          <p className="whitespace-pre-line wrap-anywhere">{game.gameDescription}</p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {roomPath ? (
          <Link to={roomPath} className={primaryLink}>
            Open Game Chat
          </Link>
        ) : null}
        {game.canEdit ? (
          <Link to={`/custom/game/${game.id}/edit`} className={secondaryLink}>
            Edit Game
          </Link>
        ) : null}
      </div>
    </article>
  );
}
