import { useQuery } from "@tanstack/react-query";
import { customTeamResponseSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/{id}: the team with its members and the caller's abilities. */
export async function getCustomTeam(id: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(id)}`);
  return customTeamResponseSchema.parse(raw).team;
}

export function useCustomTeam(id: string) {
  return useQuery({
    queryKey: customTeamKeys.team(id),
    queryFn: () => getCustomTeam(id),
    retry: false,
  });
}
