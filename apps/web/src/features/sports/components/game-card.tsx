import { Link } from "react-router";
import type { Game, GameSide } from "@huddle/contracts/sports";
import { focusRing } from "@/components/ui/styles";
import { gameLink } from "../utils/sports-links";
import { GameStatus } from "./game-status";
import { LeagueIcon } from "./league-icon";

function TeamRow({ side, leading }: { side: GameSide; leading: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-flex h-3 w-3 shrink-0 overflow-hidden rounded-full ring-1 ring-black/10"
      >
        <span className="h-full w-1/2" style={{ backgroundColor: side.colors?.[0] ?? "#6b7280" }} />
        <span className="h-full w-1/2" style={{ backgroundColor: side.colors?.[1] ?? "#d1d5db" }} />
      </span>
      {/* Wraps rather than cut the team's name (issue 18 §9). */}
      <span className={`min-w-0 flex-1 wrap-anywhere ${leading ? "font-semibold" : ""}`}>
        {side.shortName || side.name}
        {side.record ? (
          <span className="ml-1 text-xs font-normal text-gray-500 dark:text-gray-400">
            ({side.record})
          </span>
        ) : null}
      </span>
      <span className={`tabular-nums ${leading ? "font-bold" : ""}`}>{side.score ?? ""}</span>
    </span>
  );
}

/**
 * A featured/boxscore game: both teams with their color chips and scores, the status display and
 * a link to the game's room (spec 000 §2: /room{gameUrl}). The whole card is clickable.
 */
export function GameCard({ game }: { game: Game }) {
  const away = game.team1.home ? game.team2 : game.team1;
  const home = game.team1.home ? game.team1 : game.team2;
  const started = away.score !== null && home.score !== null;
  return (
    <li
      data-game-id={game.id}
      data-league={game.league}
      className="relative min-w-0 rounded-md border border-gray-200 p-3 text-sm hover:border-sky-500 dark:border-gray-700"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <LeagueIcon league={game.league} />
        <GameStatus game={game} className="text-right" />
      </div>
      <Link
        to={gameLink(game)}
        className={`block space-y-1 rounded after:absolute after:inset-0 after:content-[''] ${focusRing}`}
      >
        <TeamRow side={away} leading={started && away.score! > home.score!} />
        <span className="sr-only"> at </span>
        <TeamRow side={home} leading={started && home.score! > away.score!} />
      </Link>
      {game.venue ? (
        <p className="mt-1 truncate text-xs text-gray-500 dark:text-gray-400">{game.venue}</p>
      ) : null}
    </li>
  );
}
