import { isCrunchTime } from "@huddle/contracts/rules/game-autopilot";
import type { Game } from "@huddle/contracts/sports";
import { advanceGame, LONGER_THAN_ANY_GAME_MS } from "./advance-game.ts";
import type { SimRng } from "./sim-rng.ts";

/** How far back from the final the closing stretch is searched (game time). */
const STRETCH_MS = 45 * 60_000;
/** The search's step through the closing stretch (game time). */
const STEP_MS = 5_000;

/**
 * E2E test hook support (issue 15 §3 in the browser): how far into a simulated game its close
 * finish begins, in game milliseconds after its start — the first moment of its closing stretch
 * that is crunch time by the autopilot's own rule — or null when its finish is not close. The
 * game is simulated, not edited: its state at any moment follows from the seed and its start, so
 * starting it that long ago puts it there.
 */
export function closeFinishMoment(game: Game, rng: SimRng): number | null {
  const startMs = Date.parse(game.startTime);
  // Game time is passed as real time at speed 1.
  const at = (gameMs: number) => advanceGame(game, startMs + gameMs, rng).game;
  // The final: the first moment the game is over (its state only moves forward).
  let [low, high] = [0, LONGER_THAN_ANY_GAME_MS];
  if (at(high).state !== "post") return null;
  while (high - low > STEP_MS) {
    const middle = Math.floor((low + high) / 2);
    if (at(middle).state === "post") high = middle;
    else low = middle;
  }
  let earliest: number | null = null;
  for (let t = low; t >= Math.max(0, low - STRETCH_MS); t -= STEP_MS) {
    if (isCrunchTime(at(t))) earliest = t;
  }
  return earliest;
}
