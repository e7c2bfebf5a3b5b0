import { useMutation, useQueryClient } from "@tanstack/react-query";
import { followedLeagueConferencesSchema, type FollowRecord } from "@huddle/contracts/following";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

/**
 * DELETE /api/user/leagues-conferences/{id}/unfollow → the remaining follows (unfollowing a league
 * also drops its conferences, spec 000 §4).
 */
export async function unfollowLeagueConference(
  http: HttpClient,
  id: string,
): Promise<FollowRecord[]> {
  const raw = await http.request<unknown>(
    `/api/user/leagues-conferences/${encodeURIComponent(id)}/unfollow`,
    { method: "DELETE" },
  );
  return followedLeagueConferencesSchema.parse(raw).followedLeagueConferences;
}

export function useUnfollowLeagueConference() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "league-conference", "unfollow"],
    mutationFn: (id: string) => unfollowLeagueConference(http, id),
    onSuccess: (records) =>
      queryClient.setQueryData<FollowRecord[]>(followingKeys.leaguesConferences(), records),
  });
}
