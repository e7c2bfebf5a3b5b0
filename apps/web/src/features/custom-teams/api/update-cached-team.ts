import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { teamSearchResponseSchema } from "@huddle/contracts/custom-team-search";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { customTeamKeys } from "./custom-team-keys";

type TeamSearchPage = z.infer<typeof teamSearchResponseSchema>;

/**
 * Writes what the server just answered about one team into every cached copy of it (search
 * pages, followed and owned lists, the details), so its cards change before the lists refetch.
 */
export function updateCachedTeam(
  queryClient: QueryClient,
  teamId: string,
  update: (team: CustomTeam) => CustomTeam,
) {
  const patch = (team: CustomTeam) => (team.id === teamId ? update(team) : team);
  queryClient.setQueriesData<TeamSearchPage>(
    { queryKey: customTeamKeys.searches() },
    (page) => page && { ...page, teams: page.teams.map(patch) },
  );
  for (const key of [customTeamKeys.followed(), customTeamKeys.mine()]) {
    queryClient.setQueryData<CustomTeam[]>(key, (teams) => teams?.map(patch));
  }
  queryClient.setQueryData<CustomTeam>(customTeamKeys.team(teamId), (team) => team && update(team));
}
