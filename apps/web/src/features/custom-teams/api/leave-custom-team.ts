import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removedResponseSchema } from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** POST /api/custom-teams/{id}/leave (docs/decisions.md: members and team admins may leave). */
export async function leaveCustomTeam(http: HttpClient, teamId: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(teamId)}/leave`, {
    method: "POST",
  });
  return removedResponseSchema.parse(raw);
}

export function useLeaveCustomTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => leaveCustomTeam(http, teamId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
