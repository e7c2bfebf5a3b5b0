import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  MAX_MESSAGE_PAGE,
  ROOM_VIEW_MESSAGE_PAGE,
  listMessagesResponseSchema,
  type ChatMessage,
} from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import type { RoomMessages } from "../utils/message-cache";
import { apiRoomSlug, chatKeys } from "./chat-keys";

/**
 * The newest 40 messages of a room (spec 000 §7, §9). The server answers newest first; the cache
 * keeps them oldest → newest, the order they are shown in.
 */
export async function getRoomMessages(
  http: HttpClient,
  roomSlug: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RoomMessages> {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/messages`, {
    query: { limit: ROOM_VIEW_MESSAGE_PAGE, offset: 0 },
    fresh,
  });
  const page = listMessagesResponseSchema.parse(raw);
  return { messages: [...page.messages].reverse(), total: page.total };
}

/** Reconnect catch-up: one page of what was posted after `afterId`, oldest first. */
export async function getMessagesAfter(http: HttpClient, roomSlug: string, afterId: string) {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/messages`, {
    query: { after: afterId, limit: MAX_MESSAGE_PAGE },
  });
  return listMessagesResponseSchema.parse(raw).messages;
}

/**
 * Beyond this many full pages (1,000 messages, five times what a room keeps in memory) a
 * catch-up stops paging: reloading the newest page is cheaper and shows the same screen.
 */
export const CATCH_UP_MAX_PAGES = 10;

/**
 * Everything posted after `afterId`, oldest first, paged until a short page; `null` when there
 * is more than CATCH_UP_MAX_PAGES pages of it (the caller reloads the newest page instead).
 */
export async function getAllMessagesAfter(
  http: HttpClient,
  roomSlug: string,
  afterId: string,
): Promise<ChatMessage[] | null> {
  const missed: ChatMessage[] = [];
  let cursor = afterId;
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const messages = await getMessagesAfter(http, roomSlug, cursor);
    missed.push(...messages);
    if (messages.length < MAX_MESSAGE_PAGE) return missed;
    cursor = messages.at(-1)!.id;
  }
  return null;
}

export function roomMessagesQuery(http: HttpClient, roomSlug: string) {
  return queryOptions({
    queryKey: chatKeys.messages(roomSlug),
    queryFn: () => getRoomMessages(http, roomSlug),
    // Live updates arrive over the socket; a refetch would only drop them.
    staleTime: Infinity,
  });
}

export function useRoomMessages(roomSlug: string) {
  const http = useHttpClient();
  return useQuery(roomMessagesQuery(http, roomSlug));
}
