import type { Game } from "@huddle/contracts/sports";

/**
 * A game over with a result; canceled and postponed games have none. The scores engine
 * publishes these as `sports.game-finals` (predictions settle on them).
 */
export function isFinal(game: Game): boolean {
  return game.state === "post" && game.status === "STATUS_FINAL";
}
