import { useQuery } from "@tanstack/react-query";
import { sharedTeamResponseSchema } from "@huddle/contracts/custom-teams";
import { http } from "@/lib/http/http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/share/{code}: a preview when signed out, full details when signed in. */
export async function getSharedTeam(code: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/share/${encodeURIComponent(code)}`);
  return sharedTeamResponseSchema.parse(raw).team;
}

export function useSharedTeam(code: string, signedIn: boolean) {
  return useQuery({
    queryKey: customTeamKeys.shared(code, signedIn),
    queryFn: () => getSharedTeam(code),
    retry: false,
  });
}
