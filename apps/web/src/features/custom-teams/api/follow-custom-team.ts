import { useMutation, useQueryClient } from "@tanstack/react-query";
import { followToggleResponseSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customTeamKeys } from "./custom-team-keys";

/** POST /api/custom-teams/{id}/follow: one toggle for follow and unfollow. */
export async function toggleFollowCustomTeam(teamId: string) {
  const raw = await http.request<unknown>(
    `/api/custom-teams/${encodeURIComponent(teamId)}/follow`,
    { method: "POST" },
  );
  return followToggleResponseSchema.parse(raw);
}

export function useToggleFollowCustomTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollowCustomTeam,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
