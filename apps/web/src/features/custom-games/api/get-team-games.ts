import { useQuery } from "@tanstack/react-query";
import { customGameListSchema } from "@huddle/contracts/custom-games";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

/** GET /api/custom-teams/{id}/games: the team's games (home or away), earliest first. */
export async function getTeamGames(http: HttpClient, teamId: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(teamId)}/games`);
  return customGameListSchema.parse(raw).games;
}

export function useTeamGames(teamId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customGameKeys.teamGames(teamId),
    queryFn: () => getTeamGames(http, teamId),
    retry: false,
  });
}
