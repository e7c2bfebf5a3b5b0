import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSocketClient } from "@/lib/socket/use-socket";
import { customGameKeys } from "../api/custom-game-keys";

/**
 * A custom game's room hears when the game is edited ('custom-game-updated': a manager saved a
 * score, a status, a time): the game, and the team games beside it, are asked for again, so
 * fans in the room see the score without reloading.
 */
export function useCustomGameUpdates(gameId: string): void {
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return socket.on("custom-game-updated", (payload) => {
      if (payload.gameId !== gameId) return;
      void queryClient.invalidateQueries({ queryKey: customGameKeys.game(gameId) });
      void queryClient.invalidateQueries({ queryKey: ["custom-games", "team"] });
    });
  }, [socket, queryClient, gameId]);
}
