import { useMutation, useQueryClient } from "@tanstack/react-query";
import { joinResponseSchema } from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

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
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
