import type { GameMoment } from "@huddle/contracts/chat";
import type { Room } from "@huddle/contracts/rules/room";
import { gameMoment } from "./game-events.ts";
import type { SportsRepository } from "./sports.repository.ts";

/** The stamp a message posted in a game or sideline room carries (issue 4 §2). */
export function createGameMoments(repo: SportsRepository) {
  return async function momentFor(room: Room): Promise<GameMoment | null> {
    if (room.type !== "game" && room.type !== "sideline") return null;
    const game = await repo.game(room.gameId);
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
