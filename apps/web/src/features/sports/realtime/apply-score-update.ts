import type { Game } from "@huddle/contracts/sports";

/**
 * Replaces the pushed game, by id, in a cached sports entry. Every boxscore entry is a `Game[]`;
 * anything else (buttons, teams) is returned unchanged, as is a list without that game, so the
 * query cache sees no change and re-renders nothing.
 */
export function applyScoreUpdate(data: unknown, game: Game): unknown {
  if (!Array.isArray(data)) return data;
  const list = data as unknown[];
  const index = list.findIndex((item) => isGame(item) && item.id === game.id);
  if (index === -1) return data;
  const next = [...list];
  next[index] = game;
  return next;
}

function isGame(value: unknown): value is Game {
  return typeof value === "object" && value !== null && "id" in value && "homeTeam" in value;
}
