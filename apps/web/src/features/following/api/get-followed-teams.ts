import { queryOptions, useQuery } from "@tanstack/react-query";
import { followedTeamsResponseSchema } from "@huddle/contracts/following";
import type { Team } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { followingKeys } from "./following-keys";

/** GET /api/user/teams: the pro teams the user follows. */
export async function getFollowedTeams(http: HttpClient): Promise<Team[]> {
  const raw = await http.request<unknown>("/api/user/teams");
  return followedTeamsResponseSchema.parse(raw).teams;
}

export function followedTeamsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: followingKeys.teams(),
    queryFn: () => getFollowedTeams(http),
    staleTime: 60_000,
  });
}

export function useFollowedTeams() {
  const http = useHttpClient();
  return useQuery(followedTeamsQuery(http));
}
