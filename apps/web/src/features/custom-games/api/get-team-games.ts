import { useQuery } from "@tanstack/react-query";
import { customGameListSchema } from "@huddle/contracts/custom-games";
import { http } from "@/lib/http/http-client";
import { customGameKeys } from "./custom-game-keys";

/** GET /api/custom-teams/{id}/games: the team's games (home or away), earliest first. */
export async function getTeamGames(teamId: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(teamId)}/games`);
  return customGameListSchema.parse(raw).games;
}

export function useTeamGames(teamId: string) {
  return useQuery({
    queryKey: customGameKeys.teamGames(teamId),
    queryFn: () => getTeamGames(teamId),
    retry: false,
  });
}
