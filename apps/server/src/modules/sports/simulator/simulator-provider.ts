import type { Game, Team } from "@huddle/contracts/sports";
import { LEAGUE_IDS, type LeagueId } from "@huddle/contracts/sports-leagues";
import { createTimeSlice } from "../../../lib/time-slice.ts";
import type { ScoresProvider, ScoresUpdate } from "../scores-provider.ts";
import { advanceGame, LONGER_THAN_ANY_GAME_MS } from "./advance-game.ts";
import { closeFinishMoment } from "./close-finish.ts";
import { byStartThenId, scheduleSlate } from "./schedule-games.ts";
import { createRng } from "./sim-rng.ts";

export interface SimulatorProviderOptions {
  teams: Team[];
  seed: string;
  now: () => number;
  /** Demo speed-up (default 1: real time). */
  speed?: number;
  /** How a round gives the chat its turns (lib/time-slice.ts); tests count them. */
  timeSlice?: () => () => Promise<void>;
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

  const timeSlice = options.timeSlice ?? createTimeSlice;

  /**
   * The days around `now` league by league, and the games new to the schedule advanced to `now`
   * one by one, the chat getting its turns between them: all at once took 0.2–0.6 s of the
   * chat's thread every RESCHEDULE_MS. A new game that began earlier posts nothing of its past.
   */
  async function reschedule(now: number, yieldIfDue: () => Promise<void>): Promise<Game[]> {
    const scheduled: Game[] = [];
    for (const league of LEAGUE_IDS) {
      await yieldIfDue();
      const slate = { teams: options.teams, now, seed: options.seed, speed, leagues: [league] };
      scheduled.push(...scheduleSlate(slate));
    }
    const added = new Map<string, Game>();
    for (const game of scheduled) {
      if (games.has(game.id)) continue;
      await yieldIfDue();
      added.set(game.id, advanceGame(game, now, rng, { speed }).game);
    }
    // Merged last, in one step: a resume() meanwhile keeps its stored games.
    games = new Map(
      scheduled.sort(byStartThenId).map((g) => [g.id, games.get(g.id) ?? added.get(g.id) ?? g]),
    );
    scheduledAt = now;
    return [...added.values()].filter((g) => games.get(g.id) === g);
  }

  return {
    name: "simulator",
    now: options.now,
    async refresh(): Promise<ScoresUpdate> {
      const now = options.now();
      // Each game replays from its start: a full slate takes tens of ms, so the chat gets its
      // turn between games (lib/time-slice.ts).
      const yieldIfDue = timeSlice();
      const added = now - scheduledAt >= RESCHEDULE_MS ? await reschedule(now, yieldIfDue) : [];
      const changed = new Map(added.map((g) => [g.id, g]));
      const events: ScoresUpdate["events"] = [];
      for (const [id, startedAt] of kickedOff) {
        const game = games.get(id);
        if (game?.state === "pre") {
          games.set(id, { ...game, startTime: new Date(startedAt).toISOString() });
        }
      }
      kickedOff.clear();
      for (const game of [...games.values()]) {
        await yieldIfDue();
        // Replaced meanwhile (resume, or a kick-off moved its start): the next refresh has it.
        // Just added: advanced to now already.
        if (games.get(game.id) !== game || changed.has(game.id)) continue;
        const playOut = playedOut.delete(game.id);
        if (game.state === "post" || (!playOut && Date.parse(game.startTime) > now)) continue;
        const at = playOut ? Date.parse(game.startTime) + LONGER_THAN_ANY_GAME_MS / speed : now;
        const result = advanceGame(game, at, rng, { speed });
        if (JSON.stringify(result.game) === JSON.stringify(game)) continue;
        games.set(game.id, result.game);
        changed.set(game.id, result.game);
        events.push(...result.events);
      }
      return { changed: [...changed.values()], events };
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
