import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  toggleReactionResponseSchema,
  type ReactionEmoji,
  type ToggleReactionResponse,
} from "@huddle/contracts/reactions";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import type { RoomMessages } from "../utils/message-cache";
import { setMessageReactions } from "../utils/reaction-cache";
import { chatKeys } from "./chat-keys";

/** Issue 15 §1: POST /api/chat/messages/{id}/reactions {emoji} toggles the viewer's reaction. */
export async function toggleReaction(
  http: HttpClient,
  messageId: string,
  emoji: ReactionEmoji,
): Promise<ToggleReactionResponse> {
  const raw = await http.request<unknown>(
    `/api/chat/messages/${encodeURIComponent(messageId)}/reactions`,
    { method: "POST", body: { emoji } },
  );
  return toggleReactionResponseSchema.parse(raw);
}

/**
 * Toggles and puts the answer in the room's cached list; the room broadcast brings the same
 * counts to everyone else (and again to this tab, which changes nothing).
 */
export function useToggleReaction(roomSlug: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, emoji }: { messageId: string; emoji: ReactionEmoji }) =>
      toggleReaction(http, messageId, emoji),
    onSuccess: (result) => {
      queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
        state ? setMessageReactions(state, result.messageId, result.reactions) : state,
      );
    },
  });
}
