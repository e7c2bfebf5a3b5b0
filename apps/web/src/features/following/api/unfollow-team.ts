import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Team } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

/** DELETE /api/user/teams/{teamId}/unfollow */
export async function unfollowTeam(http: HttpClient, teamId: string): Promise<void> {
  await http.request<unknown>(`/api/user/teams/${encodeURIComponent(teamId)}/unfollow`, {
    method: "DELETE",
  });
}

export function useUnfollowTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "team", "unfollow"],
    mutationFn: (teamId: string) => unfollowTeam(http, teamId),
    onSuccess: (_result, teamId) => {
      queryClient.setQueryData<Team[]>(followingKeys.teams(), (teams) =>
        teams?.filter((t) => t.id !== teamId && t.teamId !== teamId),
      );
      void queryClient.invalidateQueries({ queryKey: followingKeys.teams() });
    },
  });
}
