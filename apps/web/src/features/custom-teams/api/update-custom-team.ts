import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customTeamResponseSchema } from "@huddle/contracts/custom-teams";
import { removedResponseSchema } from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { updateBody, type TeamSettingsDraft } from "../utils/team-settings";
import { customTeamKeys } from "./custom-team-keys";

const teamPath = (id: string) => `/api/custom-teams/${encodeURIComponent(id)}`;

/** PUT /api/custom-teams/{id}: only the changed fields are sent. */
export async function updateCustomTeam(
  http: HttpClient,
  id: string,
  changes: Partial<TeamSettingsDraft>,
) {
  const raw = await http.request<unknown>(teamPath(id), {
    method: "PUT",
    body: updateBody(changes),
  });
  return customTeamResponseSchema.parse(raw).team;
}

export function useUpdateCustomTeam(id: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<TeamSettingsDraft>) => updateCustomTeam(http, id, changes),
    onSuccess: (team) => {
      queryClient.setQueryData(customTeamKeys.team(id), team);
      void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() });
    },
  });
}

/** DELETE /api/custom-teams/{id} (owner only). */
export async function deleteCustomTeam(http: HttpClient, id: string) {
  removedResponseSchema.parse(await http.request<unknown>(teamPath(id), { method: "DELETE" }));
}

export function useDeleteCustomTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCustomTeam(http, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: customTeamKeys.team(id) });
      void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() });
    },
  });
}
