import { useQuery } from "@tanstack/react-query";
import { teamLimitsResponseSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/limits (spec 001 §3 Team limits). */
export async function getTeamLimits(http: HttpClient) {
  const raw = await http.request<unknown>("/api/custom-teams/limits");
  return teamLimitsResponseSchema.parse(raw);
}

export function useTeamLimits() {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.limits(),
    queryFn: () => getTeamLimits(http),
    retry: false,
  });
}
