import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamsResponseSchema, type Team } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { sportsKeys } from "./sports-keys";

/** GET /api/sports/teams[?league=] */
export async function getTeams(http: HttpClient, league?: string): Promise<Team[]> {
  const raw = await http.request<unknown>("/api/sports/teams", { query: { league } });
  return teamsResponseSchema.parse(raw).teams;
}

export function teamsQuery(http: HttpClient, league?: string) {
  return queryOptions({
    queryKey: sportsKeys.teams(league),
    queryFn: () => getTeams(http, league),
    staleTime: Infinity,
  });
}

export function useTeams(league?: string) {
  const http = useHttpClient();
  return useQuery(teamsQuery(http, league));
}
