import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  roomButtonsResponseSchema,
  type RoomButtonsResponse,
} from "@huddle/contracts/room-navigation";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { sportsKeys, type SportsQuery } from "./sports-keys";

/** GET /api/sports/room/buttons with the room's query, or `homepage=true` for the home room. */
export async function getRoomButtons(
  http: HttpClient,
  query: SportsQuery,
): Promise<RoomButtonsResponse> {
  const raw = await http.request<unknown>("/api/sports/room/buttons", { query });
  return roomButtonsResponseSchema.parse(raw);
}

export function roomButtonsQuery(http: HttpClient, query: SportsQuery) {
  return queryOptions({
    queryKey: sportsKeys.roomButtons(query),
    queryFn: () => getRoomButtons(http, query),
    staleTime: 60_000,
  });
}

export function useRoomButtons(query: SportsQuery) {
  const http = useHttpClient();
  return useQuery(roomButtonsQuery(http, query));
}
