import { useQuery } from "@tanstack/react-query";
import { customTeamListSchema, customTeamResponseSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

async function teamList(http: HttpClient, path: string) {
  return customTeamListSchema.parse(await http.request<unknown>(path)).teams;
}

/**
 * The teams the viewer may schedule games for: the ones they own, and the ones they help run
 * (a team admin joined, and joining follows the team, so it is among the followed ones).
 */
export async function getManagedTeams(http: HttpClient) {
  const [owned, followed] = await Promise.all([
    teamList(http, "/api/custom-teams/mine"),
    teamList(http, "/api/custom-teams/followed"),
  ]);
  const ownedIds = new Set(owned.map((team) => team.id));
  const helped = followed.filter((team) => team.canEdit && !ownedIds.has(team.id));
  return [...owned, ...helped].sort((a, b) => a.name.localeCompare(b.name));
}

export function useManagedTeams(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customGameKeys.managedTeams(),
    queryFn: () => getManagedTeams(http),
    enabled,
    retry: false,
  });
}

/** GET /api/custom-teams/{id}: a team named in the link, with the caller's abilities. */
export async function getTeam(http: HttpClient, id: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(id)}`);
  return customTeamResponseSchema.parse(raw).team;
}

export function useTeam(id: string | null) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customGameKeys.team(id ?? ""),
    queryFn: () => getTeam(http, id ?? ""),
    enabled: id !== null,
    retry: false,
  });
}
