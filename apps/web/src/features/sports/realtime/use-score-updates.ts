import { useQueryClient } from "@tanstack/react-query";
import { gameSchema } from "@huddle/contracts/sports";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";
import { sportsKeys } from "../api/sports-keys";
import { applyScoreUpdate } from "./apply-score-update";

/**
 * Applies `score-update` pushes to every cached game list that holds the game. The server sends
 * them to the game's rooms, its league room and home; the chat panel has already joined the room.
 * Idempotent, so two panels listening at once is harmless. In a room with a spoiler delay the
 * push waits in the room's queue with its chat, so the score never shows before the chat does.
 */
export function useScoreUpdates() {
  const queryClient = useQueryClient();
  const { queue } = useSpoilerDelay();
  useSocketEvent("score-update", (payload) => {
    const parsed = gameSchema.safeParse(payload);
    if (!parsed.success) return;
    queue.push({
      apply: () =>
        queryClient.setQueriesData({ queryKey: [...sportsKeys.all, "boxscore"] }, (data: unknown) =>
          applyScoreUpdate(data, parsed.data),
        ),
    });
  });
}
