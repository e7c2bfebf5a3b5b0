import { useQuery } from "@tanstack/react-query";
import { sharedTeamResponseSchema } from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/share/{code}: a preview when signed out, full details when signed in. */
export async function getSharedTeam(http: HttpClient, code: string) {
  const raw = await http.request<unknown>(`/api/custom-teams/share/${encodeURIComponent(code)}`);
  return sharedTeamResponseSchema.parse(raw).team;
}

export function useSharedTeam(code: string, signedIn: boolean) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.shared(code, signedIn),
    queryFn: () => getSharedTeam(http, code),
    retry: false,
  });
}
