import { useQuery } from "@tanstack/react-query";
import { customTeamListSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/mine: the teams the user owns. */
export async function getMyTeams() {
  const raw = await http.request<unknown>("/api/custom-teams/mine");
  return customTeamListSchema.parse(raw).teams;
}

export function useMyTeams() {
  return useQuery({ queryKey: customTeamKeys.mine(), queryFn: getMyTeams, retry: false });
}
