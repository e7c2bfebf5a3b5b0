import { useQueryClient } from "@tanstack/react-query";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { customGameKeys } from "../api/custom-game-keys";

/**
 * A custom game's room hears when the game is edited ('custom-game-updated': a manager saved a
 * score, a status, a time): the game, and the team games beside it, are asked for again, so
 * fans in the room see the score without reloading.
 */
export function useCustomGameUpdates(gameId: string): void {
  const queryClient = useQueryClient();
  useSocketEvent("custom-game-updated", (payload) => {
    if (payload.gameId !== gameId) return;
    void queryClient.invalidateQueries({ queryKey: customGameKeys.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: ["custom-games", "team"] });
  });
}
