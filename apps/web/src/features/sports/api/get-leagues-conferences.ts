import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  leaguesConferencesResponseSchema,
  type LeaguesConferencesResponse,
} from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { sportsKeys } from "./sports-keys";

export type LeagueWithConferences = LeaguesConferencesResponse["data"]["leagues"][number];

/** GET /api/sports/leagues-conferences: the seven leagues and their conferences. */
export async function getLeaguesConferences(http: HttpClient): Promise<LeagueWithConferences[]> {
  const raw = await http.request<unknown>("/api/sports/leagues-conferences");
  return leaguesConferencesResponseSchema.parse(raw).data.leagues;
}

export function leaguesConferencesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: sportsKeys.leaguesConferences(),
    queryFn: () => getLeaguesConferences(http),
    // Reference data: it changes with a seed, not during a session.
    staleTime: Infinity,
  });
}

export function useLeaguesConferences() {
  const http = useHttpClient();
  return useQuery(leaguesConferencesQuery(http));
}
