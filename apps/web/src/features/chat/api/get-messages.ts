import { queryOptions, useQuery } from "@tanstack/react-query";
import { ROOM_VIEW_MESSAGE_PAGE, listMessagesResponseSchema } from "@huddle/contracts/chat";
import { http } from "@/lib/http/http-client";
import type { RoomMessages } from "../utils/message-cache";
import { apiRoomSlug, chatKeys } from "./chat-keys";

/**
 * The newest 40 messages of a room (spec 000 §7, §9). The server answers newest first; the cache
 * keeps them oldest → newest, the order they are shown in.
 */
export async function getRoomMessages(roomSlug: string): Promise<RoomMessages> {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/messages`, {
    query: { limit: ROOM_VIEW_MESSAGE_PAGE, offset: 0 },
  });
  const page = listMessagesResponseSchema.parse(raw);
  return { messages: [...page.messages].reverse(), total: page.total };
}

/** Reconnect catch-up: what was posted after `afterId`, oldest first. */
export async function getMessagesAfter(roomSlug: string, afterId: string) {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/messages`, {
    query: { after: afterId, limit: 100 },
  });
  return listMessagesResponseSchema.parse(raw).messages;
}

export function roomMessagesQuery(roomSlug: string) {
  return queryOptions({
    queryKey: chatKeys.messages(roomSlug),
    queryFn: () => getRoomMessages(roomSlug),
    // Live updates arrive over the socket; a refetch would only drop them.
    staleTime: Infinity,
  });
}

export function useRoomMessages(roomSlug: string) {
  return useQuery(roomMessagesQuery(roomSlug));
}
