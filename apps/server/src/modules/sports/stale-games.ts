import type { Game } from "@huddle/contracts/sports";

/**
 * Closing out "live" games that nothing will ever finish: the server stopped mid-game and came
 * back hours later, SIM_SPEED changed the schedule, or ESPN dropped a game from its board. The
 * provider's picture is the truth for the games it tracks; a stored live game it no longer tracks
 * is closed once it has gone quiet, keeping its last score.
 */

/** An untracked live game not updated for this long is over. */
export const STALE_LIVE_MS = 30 * 60_000;
/** No game of any sport (a 20-inning baseball game included) lasts this long after its start. */
export const MAX_LIVE_MS = 12 * 3_600_000;

export interface StoredLiveGame {
  game: Game;
  /** When the scorer last wrote it (the provider's clock). */
  updatedAt: Date;
}

/**
 * The stored live games to close at `now`: not tracked by the provider, and either quiet for
 * STALE_LIVE_MS in a league the provider does track (so an ESPN board that has not loaded yet
 * closes nothing) or started more than MAX_LIVE_MS ago.
 */
export function staleLiveGames(stored: StoredLiveGame[], tracked: Game[], now: number): Game[] {
  const trackedIds = new Set(tracked.map((g) => g.id));
  const trackedLeagues = new Set(tracked.map((g) => g.league));
  return stored
    .filter(({ game, updatedAt }) => {
      if (trackedIds.has(game.id)) return false;
      if (now - Date.parse(game.startTime) > MAX_LIVE_MS) return true;
      return trackedLeagues.has(game.league) && now - updatedAt.getTime() > STALE_LIVE_MS;
    })
    .map(({ game }) => game);
}

/** The game as final with its last score ('Final'; no clock). */
export function closeOutGame(game: Game): Game {
  return {
    ...game,
    state: "post",
    status: "STATUS_FINAL",
    statusDetail: "Final",
    clock: null,
    timeRemaining: null,
  };
}
