import { Link } from "react-router";
import { roomUrl } from "@huddle/contracts/rules/room";
import type { Game, GameSide } from "@huddle/contracts/sports";
import { Button } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";
import { useBoxscore } from "../api/get-boxscore";
import { useScoreUpdates } from "../realtime/use-score-updates";
import { SPORTS_TEXTS } from "../utils/sports-texts";
import { GameStatus } from "./game-status";
import { LeagueIcon } from "./league-icon";

const panel = "rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800";

function Side({ side, align }: { side: GameSide; align: "left" | "right" }) {
  return (
    <div className={`flex min-w-0 flex-col ${align === "right" ? "items-end text-right" : ""}`}>
      <span
        aria-hidden="true"
        className="mb-1 h-1.5 w-10 rounded-full"
        style={{ backgroundColor: side.colors?.[0] ?? "#6b7280" }}
      />
      <Link
        to={roomUrl({ type: "team", teamId: side.teamId })}
        className={`block max-w-full truncate ${linkClass}`}
      >
        {side.name}
      </Link>
      <span className="text-xs text-gray-500 dark:text-gray-400">
        {side.home ? "Home" : "Away"}
        {side.record ? ` · ${side.record}` : ""}
      </span>
    </div>
  );
}

function ScoreboardBody({ game }: { game: Game }) {
  const away = game.team1.home ? game.team2 : game.team1;
  const home = game.team1.home ? game.team1 : game.team2;
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
        <Side side={away} align="left" />
        <p
          aria-live="polite"
          aria-atomic="true"
          data-away-score={away.score ?? ""}
          data-home-score={home.score ?? ""}
          className="whitespace-nowrap text-3xl font-bold tabular-nums"
        >
          <span className="sr-only">
            {away.score === null || home.score === null
              ? "No score yet"
              : `${away.abbreviation} ${away.score}, ${home.abbreviation} ${home.score}`}
          </span>
          <span aria-hidden="true">
            {away.score ?? "–"} <span className="text-gray-400">–</span> {home.score ?? "–"}
          </span>
        </p>
        <Side side={home} align="right" />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-x-3 text-center">
        <LeagueIcon league={game.league} />
        <GameStatus game={game} announce className="text-sm" />
      </div>
      {game.venue ? (
        <p className="mt-1 text-center text-xs text-gray-500 dark:text-gray-400">{game.venue}</p>
      ) : null}
    </>
  );
}

/** The game and sideline rooms' scoreboard: big score, status and venue, live over the socket. */
export function Scoreboard({ gameId, className = "" }: { gameId: string; className?: string }) {
  const query = useBoxscore({ game: gameId });
  useScoreUpdates();
  const game = query.data?.[0];
  return (
    <section aria-label="Scoreboard" className={`${panel} ${className}`}>
      {query.isPending ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {SPORTS_TEXTS.loadingScores}
        </p>
      ) : query.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-semibold text-red-800 dark:text-red-300">{SPORTS_TEXTS.gameFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {SPORTS_TEXTS.retry}
          </Button>
        </div>
      ) : game ? (
        <ScoreboardBody game={game} />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{SPORTS_TEXTS.gameNotFound}</p>
      )}
    </section>
  );
}
