import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reactionUpdatedSchema } from "@huddle/contracts/reactions";
import { useSocketClient } from "@/lib/socket/use-socket";
import { chatKeys } from "../api/chat-keys";
import type { RoomMessages } from "../utils/message-cache";
import { applyReactionBroadcast } from "../utils/reaction-cache";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";

/**
 * Keeps a room's reactions live: every `reaction-updated` of the room goes into its list, after
 * its message when a spoiler delay holds that message back (issue 15 §4).
 */
export function useRoomReactions(roomSlug: string, viewerId: string | null): void {
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  const { queue } = useSpoilerDelay();
  useEffect(() => {
    if (!socket) return;
    return socket.on("reaction-updated", (payload) => {
      const update = reactionUpdatedSchema.safeParse(payload);
      if (!update.success || update.data.roomSlug !== roomSlug) return;
      queue.push({
        apply: () =>
          queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
            state ? applyReactionBroadcast(state, update.data, viewerId) : state,
          ),
        followsMessageId: update.data.messageId,
      });
    });
  }, [socket, queryClient, roomSlug, viewerId, queue]);
}
