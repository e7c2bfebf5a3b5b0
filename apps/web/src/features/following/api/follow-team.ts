import { useMutation, useQueryClient } from "@tanstack/react-query";
import { followTeamResponseSchema } from "@huddle/contracts/following";
import type { Team } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

/** POST /api/user/teams/follow { teamId } */
export async function followTeam(http: HttpClient, teamId: string): Promise<Team> {
  const raw = await http.request<unknown>("/api/user/teams/follow", {
    method: "POST",
    body: { teamId },
  });
  return followTeamResponseSchema.parse(raw).team;
}

export function useFollowTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "team", "follow"],
    mutationFn: (teamId: string) => followTeam(http, teamId),
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(followingKeys.teams(), (teams) =>
        teams && !teams.some((t) => t.id === team.id) ? [...teams, team] : teams,
      );
      void queryClient.invalidateQueries({ queryKey: followingKeys.teams() });
    },
  });
}
