import { queryOptions, useQuery } from "@tanstack/react-query";
import { followedLeagueConferencesSchema, type FollowRecord } from "@huddle/contracts/following";
import { http } from "@/lib/http/http-client";
import { followingKeys } from "./following-keys";

/** GET /api/user/leagues-conferences: the user's league and conference follow records. */
export async function getFollowedLeaguesConferences(): Promise<FollowRecord[]> {
  const raw = await http.request<unknown>("/api/user/leagues-conferences");
  return followedLeagueConferencesSchema.parse(raw).followedLeagueConferences;
}

export function followedLeaguesConferencesQuery() {
  return queryOptions({
    queryKey: followingKeys.leaguesConferences(),
    queryFn: getFollowedLeaguesConferences,
    staleTime: 60_000,
  });
}

export function useFollowedLeaguesConferences() {
  return useQuery(followedLeaguesConferencesQuery());
}
