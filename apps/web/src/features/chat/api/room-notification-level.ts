import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  roomNotificationLevelResponseSchema,
  type RoomNotificationLevel,
  type RoomNotificationLevelResponse,
} from "@huddle/contracts/mentions";
import { useHttpClient } from "@/lib/http/use-http-client";
import { apiRoomSlug } from "./chat-keys";

const levelKey = (roomSlug: string) => ["chat", "notification-level", roomSlug] as const;
const levelUrl = (roomSlug: string) =>
  `/api/chat/rooms/${apiRoomSlug(roomSlug)}/notification-level`;

/** Issue 15 §1: what this room may notify the viewer of. */
export function useRoomNotificationLevel(roomSlug: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: levelKey(roomSlug),
    queryFn: async () =>
      roomNotificationLevelResponseSchema.parse(await http.request<unknown>(levelUrl(roomSlug))),
  });
}

export function useSetRoomNotificationLevel(roomSlug: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (level: RoomNotificationLevel) =>
      roomNotificationLevelResponseSchema.parse(
        await http.request<unknown>(levelUrl(roomSlug), { method: "PUT", body: { level } }),
      ),
    onSuccess: (saved: RoomNotificationLevelResponse) =>
      queryClient.setQueryData(levelKey(roomSlug), saved),
  });
}
