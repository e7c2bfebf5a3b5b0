import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { holdMessage, isHeldForReview } from "../utils/held-messages";
import { mergeEditedMessage, removeMessage, type RoomMessages } from "../utils/message-cache";
import { chatKeys } from "./chat-keys";
import { updateHeldMessages } from "./held-messages";

/** spec 000 §7 Chat: PUT /api/chat/messages/{id} {text}. */
export async function editMessage(
  http: HttpClient,
  id: string,
  text: string,
): Promise<ChatMessage> {
  const raw = await http.request<unknown>(`/api/chat/messages/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: { text },
  });
  return messageResponseSchema.parse(raw).message;
}

export function useEditMessage(roomSlug: string, prepare: (m: ChatMessage) => ChatMessage) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => editMessage(http, id, text),
    onSuccess: (edited) => {
      const message = prepare(edited);
      // An edit the filter quarantines leaves the room for everyone else (the server sends them
      // a delete); its author keeps seeing it, held for review.
      const held = isHeldForReview(message);
      queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) => {
        if (!state) return state;
        return held ? removeMessage(state, message.id) : mergeEditedMessage(state, message);
      });
      if (held) updateHeldMessages(queryClient, roomSlug, (list) => holdMessage(list, message));
    },
  });
}
