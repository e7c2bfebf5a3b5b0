import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamsResponseSchema, type Team } from "@huddle/contracts/sports";
import { http } from "@/lib/http/http-client";
import { sportsKeys } from "./sports-keys";

/** GET /api/sports/teams[?league=] */
export async function getTeams(league?: string): Promise<Team[]> {
  const raw = await http.request<unknown>("/api/sports/teams", { query: { league } });
  return teamsResponseSchema.parse(raw).teams;
}

export function teamsQuery(league?: string) {
  return queryOptions({
    queryKey: sportsKeys.teams(league),
    queryFn: () => getTeams(league),
    staleTime: Infinity,
  });
}

export function useTeams(league?: string) {
  return useQuery(teamsQuery(league));
}
