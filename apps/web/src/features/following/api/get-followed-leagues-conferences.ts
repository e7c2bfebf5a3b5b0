import { queryOptions, useQuery } from "@tanstack/react-query";
import { followedLeagueConferencesSchema, type FollowRecord } from "@huddle/contracts/following";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { followingKeys } from "./following-keys";

/** GET /api/user/leagues-conferences: the user's league and conference follow records. */
export async function getFollowedLeaguesConferences(http: HttpClient): Promise<FollowRecord[]> {
  const raw = await http.request<unknown>("/api/user/leagues-conferences");
  return followedLeagueConferencesSchema.parse(raw).followedLeagueConferences;
}

export function followedLeaguesConferencesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: followingKeys.leaguesConferences(),
    queryFn: () => getFollowedLeaguesConferences(http),
    staleTime: 60_000,
  });
}

export function useFollowedLeaguesConferences() {
  const http = useHttpClient();
  return useQuery(followedLeaguesConferencesQuery(http));
}
