import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Team } from "@huddle/contracts/sports";
import { http } from "@/lib/http/http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

/** DELETE /api/user/teams/{teamId}/unfollow */
export async function unfollowTeam(teamId: string): Promise<void> {
  await http.request<unknown>(`/api/user/teams/${encodeURIComponent(teamId)}/unfollow`, {
    method: "DELETE",
  });
}

export function useUnfollowTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "team", "unfollow"],
    mutationFn: unfollowTeam,
    onSuccess: (_result, teamId) => {
      queryClient.setQueryData<Team[]>(followingKeys.teams(), (teams) =>
        teams?.filter((t) => t.id !== teamId && t.teamId !== teamId),
      );
      void queryClient.invalidateQueries({ queryKey: followingKeys.teams() });
    },
  });
}
