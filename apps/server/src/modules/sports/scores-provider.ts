import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import type { GameEvent } from "./game-events.ts";

/**
 * Where live scores come from (issue 4 §2): the simulator (default) or ESPN. The server calls
 * `refresh` on one node and pushes what changed; `games` is the current picture.
 */
export interface ScoresProvider {
  readonly name: "espn" | "simulator";
  refresh(): Promise<ScoresUpdate>;
  /** The clock the provider's games run on (epoch ms): the app clock, fake in tests. */
  now(): number;
  games(league?: LeagueId): Game[];
  /**
   * Start over from `stored` (the games as the previous round stored them, possibly on another
   * node), so the next refresh reports what changed since; an empty list starts fresh, reporting
   * the games as they stand without their past events.
   */
  resume(stored: Game[]): void;
  /**
   * E2E test hook (E2E_TEST_HOOKS, simulator only): the next refresh reports `gameId` played to
   * its final, with every event on the way. False when the game is not tracked or is over.
   */
  playOut?(gameId: string): boolean;
  /**
   * E2E test hook (simulator only): a scheduled game starts now, so the next refresh reports it
   * live. False when the game is not tracked or has started.
   */
  kickOff?(gameId: string): boolean;
  /**
   * E2E test hook (simulator only): a scheduled game whose finish is close starts so long ago
   * that its crunch time begins `CLOSE_FINISH_LEAD_MS` from now. False when the game is not
   * tracked, has started, or its finish is not close.
   */
  closeFinish?(gameId: string): boolean;
}

export interface ScoresUpdate {
  /** Games that are new or differ from the previous refresh. */
  changed: Game[];
  events: GameEvent[];
}

/** The part of pino's logger the providers use. */
export interface ScoresLogger {
  warn(context: object, message: string): void;
}
