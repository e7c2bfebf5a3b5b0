import { useQuery } from "@tanstack/react-query";
import {
  leaderboardResponseSchema,
  type Leaderboard,
  type LeaderboardScope,
} from "@huddle/contracts/predictions";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { predictionsKeys } from "./predictions-keys";

/** GET /api/predictions/leaderboard?league=&scope= (this season) */
export async function getLeaderboard(
  http: HttpClient,
  league: LeagueId,
  scope: LeaderboardScope,
): Promise<Leaderboard> {
  const raw = await http.request<unknown>("/api/predictions/leaderboard", {
    query: { league, scope },
  });
  return leaderboardResponseSchema.parse(raw).leaderboard;
}

export function useLeaderboard(league: LeagueId, scope: LeaderboardScope) {
  const http = useHttpClient();
  return useQuery({
    queryKey: predictionsKeys.leaderboard(league, scope),
    queryFn: () => getLeaderboard(http, league, scope),
    staleTime: 30_000,
  });
}
