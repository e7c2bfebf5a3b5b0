import { useMutation, useQueryClient } from "@tanstack/react-query";
import { followToggleResponseSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** POST /api/custom-teams/{id}/follow: one toggle for follow and unfollow. */
export async function toggleFollowCustomTeam(http: HttpClient, teamId: string) {
  const raw = await http.request<unknown>(
    `/api/custom-teams/${encodeURIComponent(teamId)}/follow`,
    { method: "POST" },
  );
  return followToggleResponseSchema.parse(raw);
}

export function useToggleFollowCustomTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => toggleFollowCustomTeam(http, teamId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
