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
  /** Forget what was seen: this node just became the scorer, another one may have moved on. */
  reset(): void;
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
