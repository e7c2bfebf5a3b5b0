import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { gameSchema } from "@huddle/contracts/sports";
import { useSocketClient } from "@/lib/socket/use-socket";
import { sportsKeys } from "../api/sports-keys";
import { applyScoreUpdate } from "./apply-score-update";

/**
 * Applies `score-update` pushes to every cached game list that holds the game. The server sends
 * them to the game's rooms, its league room and home; the chat panel has already joined the room.
 * Idempotent, so two panels listening at once is harmless.
 */
export function useScoreUpdates() {
  const socket = useSocketClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    return socket.on("score-update", (payload) => {
      const parsed = gameSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueriesData({ queryKey: [...sportsKeys.all, "boxscore"] }, (data: unknown) =>
        applyScoreUpdate(data, parsed.data),
      );
    });
  }, [socket, queryClient]);
}
