import type { Game } from "@huddle/contracts/sports";
import { advanceGame } from "../advance-game.ts";
import { scheduleSlate, type ScheduleOptions } from "../schedule-games.ts";
import { createRng } from "../sim-rng.ts";

/** The schedule with every game advanced to `now`, as the provider holds it after a rebuild. */
export function scheduleGames(options: ScheduleOptions): Game[] {
  const rng = createRng(options.seed);
  const now = new Date(options.now).getTime();
  return scheduleSlate(options).map(
    (game) => advanceGame(game, now, rng, { speed: options.speed }).game,
  );
}
