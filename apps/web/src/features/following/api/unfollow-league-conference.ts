import { useMutation, useQueryClient } from "@tanstack/react-query";
import { followedLeagueConferencesSchema, type FollowRecord } from "@huddle/contracts/following";
import { http } from "@/lib/http/http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

/**
 * DELETE /api/user/leagues-conferences/{id}/unfollow → the remaining follows (unfollowing a league
 * also drops its conferences, spec 000 §4).
 */
export async function unfollowLeagueConference(id: string): Promise<FollowRecord[]> {
  const raw = await http.request<unknown>(
    `/api/user/leagues-conferences/${encodeURIComponent(id)}/unfollow`,
    { method: "DELETE" },
  );
  return followedLeagueConferencesSchema.parse(raw).followedLeagueConferences;
}

export function useUnfollowLeagueConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "league-conference", "unfollow"],
    mutationFn: unfollowLeagueConference,
    onSuccess: (records) =>
      queryClient.setQueryData<FollowRecord[]>(followingKeys.leaguesConferences(), records),
  });
}
