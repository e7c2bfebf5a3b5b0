import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  roomButtonsResponseSchema,
  type RoomButtonsResponse,
} from "@huddle/contracts/room-navigation";
import { http } from "@/lib/http/http-client";
import { sportsKeys, type SportsQuery } from "./sports-keys";

/** GET /api/sports/room/buttons with the room's query, or `homepage=true` for the home room. */
export async function getRoomButtons(query: SportsQuery): Promise<RoomButtonsResponse> {
  const raw = await http.request<unknown>("/api/sports/room/buttons", { query });
  return roomButtonsResponseSchema.parse(raw);
}

export function roomButtonsQuery(query: SportsQuery) {
  return queryOptions({
    queryKey: sportsKeys.roomButtons(query),
    queryFn: () => getRoomButtons(query),
    staleTime: 60_000,
  });
}

export function useRoomButtons(query: SportsQuery) {
  return useQuery(roomButtonsQuery(query));
}
