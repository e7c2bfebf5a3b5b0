import type { Game, Team } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { createTimeSlice } from "../../../lib/time-slice.ts";
import type { ScoresProvider, ScoresUpdate } from "../scores-provider.ts";
import { advanceGame, LONGER_THAN_ANY_GAME_MS } from "./advance-game.ts";
import { closeFinishMoment } from "./close-finish.ts";
import { scheduleGames } from "./schedule-games.ts";
import { createRng } from "./sim-rng.ts";

export interface SimulatorProviderOptions {
  teams: Team[];
  seed: string;
  now: () => number;
  /** Demo speed-up (default 1: real time). */
  speed?: number;
}

/** New days enter the schedule (and old ones leave) at most this often. */
const RESCHEDULE_MS = 30 * 60_000;
/**
 * A close finish's crunch time begins this long after the hook (real time): long enough for a
 * journey's fans to open the room first.
 */
export const CLOSE_FINISH_LEAD_MS = 15_000;

/**
 * The live simulator as a scores provider. The schedule and every game's state follow from the
 * seed and the clock alone, so any node that becomes the one running it computes the same games.
 */
export function createSimulatorProvider(options: SimulatorProviderOptions): ScoresProvider {
  const rng = createRng(options.seed);
  const speed = options.speed ?? 1;
  let games = new Map<string, Game>();
  let scheduledAt = -Infinity;
  const playedOut = new Set<string>();
  /** Kicked-off games and their new start: kept apart so a resume() before the round keeps them. */
  const kickedOff = new Map<string, number>();

  function reschedule(now: number): Game[] {
    const fresh = scheduleGames({ teams: options.teams, now, seed: options.seed, speed });
    const added = fresh.filter((g) => !games.has(g.id));
    games = new Map(fresh.map((g) => [g.id, games.get(g.id) ?? g]));
    scheduledAt = now;
    return added;
  }

  return {
    name: "simulator",
    now: options.now,
    async refresh(): Promise<ScoresUpdate> {
      const now = options.now();
      const added = now - scheduledAt >= RESCHEDULE_MS ? reschedule(now) : [];
      const changed: Game[] = [...added];
      const events: ScoresUpdate["events"] = [];
      for (const [id, startedAt] of kickedOff) {
        const game = games.get(id);
        if (game?.state === "pre") {
          games.set(id, { ...game, startTime: new Date(startedAt).toISOString() });
        }
      }
      kickedOff.clear();
      // Each game replays from its start: a full slate takes tens of ms, so the chat gets its
      // turn between games (lib/time-slice.ts).
      const yieldIfDue = createTimeSlice();
      for (const game of [...games.values()]) {
        await yieldIfDue();
        // Replaced meanwhile (resume, or a kick-off moved its start): the next refresh has it.
        if (games.get(game.id) !== game) continue;
        const playOut = playedOut.delete(game.id);
        if (game.state === "post" || (!playOut && Date.parse(game.startTime) > now)) continue;
        const at = playOut ? Date.parse(game.startTime) + LONGER_THAN_ANY_GAME_MS / speed : now;
        const result = advanceGame(game, at, rng, { speed });
        if (JSON.stringify(result.game) === JSON.stringify(game)) continue;
        games.set(game.id, result.game);
        changed.push(result.game);
        events.push(...result.events);
      }
      return { changed, events };
    },
    resume(stored) {
      // The next refresh reschedules: stored games keep their state and advance from it.
      games = new Map(stored.map((g) => [g.id, g]));
      scheduledAt = -Infinity;
    },
    playOut(gameId) {
      const game = games.get(gameId);
      if (!game || game.state === "post") return false;
      playedOut.add(gameId);
      return true;
    },
    kickOff(gameId) {
      const game = games.get(gameId);
      if (!game || game.state !== "pre") return false;
      // Its start moves to now: the next refresh advances it from its first second.
      kickedOff.set(gameId, options.now());
      return true;
    },
    closeFinish(gameId) {
      const game = games.get(gameId);
      if (!game || game.state !== "pre") return false;
      const moment = closeFinishMoment(game, rng);
      if (moment === null) return false;
      kickedOff.set(gameId, options.now() + CLOSE_FINISH_LEAD_MS - moment / speed);
      return true;
    },
    games(league?: LeagueId) {
      const all = [...games.values()];
      return league ? all.filter((g) => g.league === league) : all;
    },
  };
}
