import { queryOptions, useQuery } from "@tanstack/react-query";
import { followedTeamsResponseSchema } from "@huddle/contracts/following";
import type { Team } from "@huddle/contracts/sports";
import { http } from "@/lib/http/http-client";
import { followingKeys } from "./following-keys";

/** GET /api/user/teams: the pro teams the user follows. */
export async function getFollowedTeams(): Promise<Team[]> {
  const raw = await http.request<unknown>("/api/user/teams");
  return followedTeamsResponseSchema.parse(raw).teams;
}

export function followedTeamsQuery() {
  return queryOptions({
    queryKey: followingKeys.teams(),
    queryFn: getFollowedTeams,
    staleTime: 60_000,
  });
}

export function useFollowedTeams() {
  return useQuery(followedTeamsQuery());
}
