import { useQuery } from "@tanstack/react-query";
import { customTeamListSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/mine: the teams the user owns. */
export async function getMyTeams(http: HttpClient) {
  const raw = await http.request<unknown>("/api/custom-teams/mine");
  return customTeamListSchema.parse(raw).teams;
}

export function useMyTeams() {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.mine(),
    queryFn: () => getMyTeams(http),
    retry: false,
  });
}
