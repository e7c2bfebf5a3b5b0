import type { GameMoment } from "@huddle/contracts/chat";
import type { Game } from "@huddle/contracts/sports";
import type { Room } from "@huddle/contracts/rules/room";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { gameMoment } from "./game-events.ts";
import type { SportsRepository } from "./sports.repository.ts";

/**
 * Every message in a busy game room needs its game; scores change at most once per scores tick
 * (seconds), so a game read a moment ago is as good as a fresh one and saves a query per send.
 */
const GAME_CACHE_MS = 1_000;

/** The stamp a message posted in a game or sideline room carries (issue 4 §2). */
export function createGameMoments(repo: Pick<SportsRepository, "game">, now?: () => number) {
  const games = new TtlCache<string, { game: Game | undefined }>(GAME_CACHE_MS, 10_000, now);

  return async function momentFor(room: Room): Promise<GameMoment | null> {
    if (room.type !== "game" && room.type !== "sideline") return null;
    const { game } = await games.getOrLoad(room.gameId, async () => ({
      game: await repo.game(room.gameId),
    }));
    if (!game) return null;
    const label =
      game.state === "pre"
        ? "Pregame"
        : game.state === "post"
          ? "Final"
          : gameMoment(game) || "Live";
    return {
      label,
      period: game.period,
      clock: game.clock,
      homeScore: game.homeTeam.score,
      awayScore: game.awayTeam.score,
      state: game.state,
    };
  };
}
