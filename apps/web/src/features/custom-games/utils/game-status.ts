import { GAME_LIVE_MS, type CustomGame, type GameStatus } from "@huddle/contracts/custom-games";

export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: "Scheduled",
  live: "Live",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The longest wait between two reloads of a game, so a changed clock or edit shows in time. */
const MAX_RELOAD_MS = 15 * 60_000;
/** A moment past the boundary, so the server's clock agrees the status has moved on. */
const BOUNDARY_SLACK_MS = 1_000;

/**
 * How long until the server's computed status next changes (the start, then 3 hours later), so
 * the page reloads the game then instead of guessing the status itself. Null once it is final.
 */
export function msUntilStatusChange(
  game: Pick<CustomGame, "scheduledFor" | "status">,
  now: number,
): number | null {
  if (game.status === "completed" || game.status === "cancelled") return null;
  const start = new Date(game.scheduledFor).getTime();
  const boundary = game.status === "scheduled" ? start : start + GAME_LIVE_MS;
  return Math.min(Math.max(boundary - now, 0) + BOUNDARY_SLACK_MS, MAX_RELOAD_MS);
}

/** "Sat, Nov 29, 2025, 3:00 PM" in the viewer's own zone and language. */
export function formatGameTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

export function hasScore(game: Pick<CustomGame, "teamScore" | "opponentScore">): boolean {
  return game.teamScore !== null || game.opponentScore !== null;
}
