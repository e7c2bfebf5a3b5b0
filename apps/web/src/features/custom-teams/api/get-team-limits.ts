import { useQuery } from "@tanstack/react-query";
import { teamLimitsResponseSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/limits (spec 001 §3 Team limits). */
export async function getTeamLimits() {
  const raw = await http.request<unknown>("/api/custom-teams/limits");
  return teamLimitsResponseSchema.parse(raw);
}

export function useTeamLimits() {
  return useQuery({ queryKey: customTeamKeys.limits(), queryFn: getTeamLimits, retry: false });
}
