import type { ReactNode } from "react";
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

const panel = "min-w-0 rounded-lg bg-white px-3 py-2 shadow-sm sm:p-4 dark:bg-gray-800";

function Side({ side, align }: { side: GameSide; align: "left" | "right" }) {
  return (
    <div className={`flex min-w-0 flex-col ${align === "right" ? "items-end text-right" : ""}`}>
      <span
        aria-hidden="true"
        className="mb-1 hidden h-1.5 w-10 rounded-full sm:block"
        style={{ backgroundColor: side.colors?.[0] ?? "#6b7280" }}
      />
      {/*
        Never cut the one thing fans read (issue 18 §9): the full name, wrapped when long; on a
        phone the short name, so a long pair does not push the composer off a small screen.
      */}
      <Link
        to={roomUrl({ type: "team", teamId: side.teamId })}
        aria-label={side.name}
        className={`block max-w-full text-sm wrap-anywhere hyphens-auto sm:text-base ${linkClass}`}
      >
        <span className="sm:hidden">{side.shortName}</span>
        <span className="hidden sm:inline">{side.name}</span>
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
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:gap-3">
        <Side side={away} align="left" />
        {/* Not a live region: each score is read once, as the chat's scoring-play message. */}
        <p
          data-away-score={away.score ?? ""}
          data-home-score={home.score ?? ""}
          className="whitespace-nowrap text-2xl font-bold tabular-nums sm:text-3xl"
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
      <div className="mt-1 flex flex-wrap items-center justify-center gap-x-3 text-center">
        <LeagueIcon league={game.league} />
        <GameStatus game={game} className="text-sm" />
        {game.venue ? (
          <p className="hidden text-xs text-gray-500 sm:block dark:text-gray-400">{game.venue}</p>
        ) : null}
      </div>
    </>
  );
}

interface ScoreboardProps {
  gameId: string;
  className?: string;
  /** Shown under the score: the room's latest plays. */
  children?: ReactNode;
}

/**
 * The game and sideline rooms' header: both full team names, the score, status and venue, live
 * over the socket, with the latest plays under it.
 */
export function Scoreboard({ gameId, className = "", children }: ScoreboardProps) {
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
        <>
          <ScoreboardBody game={game} />
          {children}
        </>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{SPORTS_TEXTS.gameNotFound}</p>
      )}
    </section>
  );
}
