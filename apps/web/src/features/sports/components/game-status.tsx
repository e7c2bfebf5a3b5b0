import {
  gameStatusDisplay,
  isFinalStatus,
  isLiveStatus,
  type GameStatusInput,
} from "@huddle/contracts/rules/game-status";
import { useNow } from "../hooks/use-now";

interface GameStatusProps {
  game: GameStatusInput;
  className?: string;
}

const COUNTDOWN_TICK_MS = 1_000;

/**
 * spec 000 §4 Game status display: 'Final' + date; 'Q{n}' / 'Period {n}' / 'Live' + clock;
 * 'Scheduled' + detail + a countdown that ticks every second. Never a live region: the clock
 * changes every few seconds for a whole game (issue 18 §4); the chat announces the game's events.
 */
export function GameStatus({ game, className = "" }: GameStatusProps) {
  const ticking = !isFinalStatus(game.status) && !isLiveStatus(game);
  const now = useNow(COUNTDOWN_TICK_MS, ticking);
  const display = gameStatusDisplay(game, now);
  const secondary =
    display.kind === "final"
      ? display.dateText
      : display.kind === "live"
        ? (display.clock ?? "")
        : display.detail;
  const tone =
    display.kind === "live" ? "text-red-700 dark:text-red-300" : "text-gray-700 dark:text-gray-300";

  return (
    <div className={`text-xs ${className}`} data-status={display.kind}>
      <p>
        <span className={`font-semibold ${tone}`}>{display.label}</span>
        {secondary ? (
          <span className="text-gray-600 dark:text-gray-400"> · {secondary}</span>
        ) : null}
      </p>
      {display.countdown ? (
        <p className="tabular-nums text-gray-600 dark:text-gray-400">
          Starts in <span data-countdown="">{display.countdown}</span>
        </p>
      ) : null}
    </div>
  );
}
