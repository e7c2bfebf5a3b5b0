import { useMutation, useQueryClient } from "@tanstack/react-query";
import { joinResponseSchema } from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";
import { updateCachedTeam } from "./update-cached-team";

/** POST /api/custom-teams/{id}/join → joined (200) or pending (202). */
export async function joinCustomTeam(http: HttpClient, teamId: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(teamId)}/join`, {
    method: "POST",
  });
  return joinResponseSchema.parse(raw);
}

export function useJoinCustomTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => joinCustomTeam(http, teamId),
    // The answer already says where the fan stands: the card shows it before the refetch lands.
    onSuccess: (result, teamId) =>
      updateCachedTeam(queryClient, teamId, (team) =>
        result.status === "joined"
          ? result.team
          : { ...team, canJoin: false, hasPendingRequest: true },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
