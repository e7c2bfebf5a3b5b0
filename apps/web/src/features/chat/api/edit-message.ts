import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import { http } from "@/lib/http/http-client";
import { mergeEditedMessage, type RoomMessages } from "../utils/message-cache";
import { chatKeys } from "./chat-keys";

/** spec 000 §7 Chat: PUT /api/chat/messages/{id} {text}. */
export async function editMessage(id: string, text: string): Promise<ChatMessage> {
  const raw = await http.request<unknown>(`/api/chat/messages/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: { text },
  });
  return messageResponseSchema.parse(raw).message;
}

export function useEditMessage(roomSlug: string, prepare: (m: ChatMessage) => ChatMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => editMessage(id, text),
    onSuccess: (message) =>
      queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
        state ? mergeEditedMessage(state, prepare(message)) : state,
      ),
  });
}
