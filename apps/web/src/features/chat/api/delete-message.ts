import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { removeMessage, type RoomMessages } from "../utils/message-cache";
import { releaseMessage } from "../utils/held-messages";
import { chatKeys } from "./chat-keys";
import { updateHeldMessages } from "./held-messages";

/** spec 000 §7 Chat: DELETE /api/chat/messages/{id}. */
export async function deleteMessage(http: HttpClient, id: string): Promise<void> {
  await http.request<unknown>(`/api/chat/messages/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteMessage(roomSlug: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMessage(http, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
        state ? removeMessage(state, id) : state,
      );
      updateHeldMessages(queryClient, roomSlug, (held) => releaseMessage(held, id));
    },
  });
}
