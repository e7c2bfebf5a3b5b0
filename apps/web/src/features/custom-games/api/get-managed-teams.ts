import { useQuery } from "@tanstack/react-query";
import { customTeamListSchema, customTeamResponseSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customGameKeys } from "./custom-game-keys";

async function teamList(path: string) {
  return customTeamListSchema.parse(await http.request<unknown>(path)).teams;
}

/**
 * The teams the viewer may schedule games for: the ones they own, and the ones they help run
 * (a team admin joined, and joining follows the team, so it is among the followed ones).
 */
export async function getManagedTeams() {
  const [owned, followed] = await Promise.all([
    teamList("/api/custom-teams/mine"),
    teamList("/api/custom-teams/followed"),
  ]);
  const ownedIds = new Set(owned.map((team) => team.id));
  const helped = followed.filter((team) => team.canEdit && !ownedIds.has(team.id));
  return [...owned, ...helped].sort((a, b) => a.name.localeCompare(b.name));
}

export function useManagedTeams(enabled: boolean) {
  return useQuery({
    queryKey: customGameKeys.managedTeams(),
    queryFn: getManagedTeams,
    enabled,
    retry: false,
  });
}

/** GET /api/custom-teams/{id}: a team named in the link, with the caller's abilities. */
export async function getTeam(id: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(id)}`);
  return customTeamResponseSchema.parse(raw).team;
}

export function useTeam(id: string | null) {
  return useQuery({
    queryKey: customGameKeys.team(id ?? ""),
    queryFn: () => getTeam(id ?? ""),
    enabled: id !== null,
    retry: false,
  });
}
