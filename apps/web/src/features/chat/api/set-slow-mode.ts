import { useMutation, useQueryClient } from "@tanstack/react-query";
import { roomSettingsSchema, type RoomSettings } from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { apiRoomSlug, chatKeys } from "./chat-keys";

/** PUT slow mode (mods and above); the server also broadcasts room-settings. */
export async function setSlowMode(
  http: HttpClient,
  roomSlug: string,
  seconds: number,
): Promise<RoomSettings> {
  const raw = await http.request<unknown>(`/api/chat/rooms/${apiRoomSlug(roomSlug)}/slow-mode`, {
    method: "PUT",
    body: { seconds },
  });
  const parsed = roomSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : { roomSlug, slowModeSeconds: seconds };
}

export function useSetSlowMode(roomSlug: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => setSlowMode(http, roomSlug, seconds),
    onSuccess: (settings) => queryClient.setQueryData(chatKeys.settings(roomSlug), settings),
  });
}
