import { useQuery } from "@tanstack/react-query";
import { customTeamResponseSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/{id}: the team with its members and the caller's abilities. */
export async function getCustomTeam(http: HttpClient, id: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(id)}`);
  return customTeamResponseSchema.parse(raw).team;
}

export function useCustomTeam(id: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.team(id),
    queryFn: () => getCustomTeam(http, id),
    retry: false,
  });
}
