import { useQueryClient } from "@tanstack/react-query";
import { reactionsUpdatedSchema } from "@huddle/contracts/reactions";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { chatKeys } from "../api/chat-keys";
import type { RoomMessages } from "../utils/message-cache";
import { applyReactionBroadcast } from "../utils/reaction-cache";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";

/**
 * Keeps a room's reactions live: every toggle of the room's `reactions-updated` batches goes into
 * its list, in order, each after its message when a spoiler delay holds that message back
 * (issue 15 §4).
 */
export function useRoomReactions(roomSlug: string, viewerId: string | null): void {
  const queryClient = useQueryClient();
  const { queue } = useSpoilerDelay();
  useSocketEvent("reactions-updated", (payload) => {
    const batch = reactionsUpdatedSchema.safeParse(payload);
    if (!batch.success || batch.data.roomSlug !== roomSlug) return;
    for (const update of batch.data.updates) {
      queue.push({
        apply: () =>
          queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
            state ? applyReactionBroadcast(state, update, viewerId) : state,
          ),
        followsMessageId: update.messageId,
      });
    }
  });
}
