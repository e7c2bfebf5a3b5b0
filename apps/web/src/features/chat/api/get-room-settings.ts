import { queryOptions, useQuery } from "@tanstack/react-query";
import { roomSettingsSchema, type RoomSettings } from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { apiRoomSlug, chatKeys } from "./chat-keys";

export async function getRoomSettings(http: HttpClient, roomSlug: string): Promise<RoomSettings> {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/settings`);
  return roomSettingsSchema.parse(raw);
}

export function roomSettingsQuery(http: HttpClient, roomSlug: string) {
  return queryOptions({
    queryKey: chatKeys.settings(roomSlug),
    queryFn: () => getRoomSettings(http, roomSlug),
    staleTime: Infinity,
  });
}

/** Slow mode of a room; kept current by the room-settings socket event. */
/** `enabled: false` holds the read back (a room whose access is not known yet). */
export function useRoomSettings(roomSlug: string, { enabled = true } = {}) {
  const http = useHttpClient();
  return useQuery({ ...roomSettingsQuery(http, roomSlug), enabled });
}
