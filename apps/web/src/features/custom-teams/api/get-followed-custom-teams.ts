import { useQuery } from "@tanstack/react-query";
import { customTeamListSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/followed: the custom teams the user follows. */
export async function getFollowedCustomTeams(http: HttpClient) {
  const raw = await http.request<unknown>("/api/custom-teams/followed");
  return customTeamListSchema.parse(raw).teams;
}

export function useFollowedCustomTeams() {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.followed(),
    queryFn: () => getFollowedCustomTeams(http),
    retry: false,
  });
}
