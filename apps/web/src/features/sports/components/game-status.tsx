import {
  gameStatusDisplay,
  isFinalStatus,
  isLiveStatus,
  type GameStatusInput,
} from "@huddle/contracts/rules/game-status";
import { useNow } from "../hooks/use-now";

interface GameStatusProps {
  game: GameStatusInput;
  /** Announce status changes politely (the one-game scoreboard); never the countdown. */
  announce?: boolean;
  className?: string;
}

const COUNTDOWN_TICK_MS = 1_000;

/**
 * spec 000 §4 Game status display: 'Final' + date; 'Q{n}' / 'Period {n}' / 'Live' + clock;
 * 'Scheduled' + detail + a countdown that ticks every second. The countdown sits outside any
 * live region so screen readers are not told the time every second.
 */
export function GameStatus({ game, announce = false, className = "" }: GameStatusProps) {
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
      <p {...(announce ? { "aria-live": "polite" as const, "aria-atomic": true } : {})}>
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
