import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@huddle/contracts/sports";

export type GameFinalsListener = (games: Game[]) => Promise<void>;

/**
 * The sports slice's public feed of finished games: the scores engine publishes every game it
 * stores as final (from the simulator or ESPN, and stale live games it closes), and other slices
 * subscribe (predictions settle on it). A game may be published again (a replayed or corrected
 * final), so listeners must be idempotent. A listener's failure is logged and never stops the
 * scores round or the other listeners.
 */
export function createGameFinals(log: FastifyBaseLogger) {
  const listeners: GameFinalsListener[] = [];
  return {
    subscribe(listener: GameFinalsListener): void {
      listeners.push(listener);
    },
    async publish(games: Game[]): Promise<void> {
      const finals = games.filter(isFinal);
      if (!finals.length) return;
      for (const listener of listeners) {
        try {
          await listener(finals);
        } catch (error) {
          log.error({ err: error, games: finals.map((g) => g.id) }, "game finals listener failed");
        }
      }
    },
  };
}

export type GameFinals = ReturnType<typeof createGameFinals>;

/** A game over with a result; canceled and postponed games have none. */
export function isFinal(game: Game): boolean {
  return game.state === "post" && game.status === "STATUS_FINAL";
}
