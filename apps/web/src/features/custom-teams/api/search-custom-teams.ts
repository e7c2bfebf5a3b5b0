import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { teamSearchResponseSchema } from "@huddle/contracts/custom-team-search";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import type { TeamSearchParams } from "../utils/search-params";
import { customTeamKeys } from "./custom-team-keys";

/** GET /api/custom-teams/search; blank filters are left out (spec 001 §7). */
export async function searchCustomTeams(http: HttpClient, params: TeamSearchParams) {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "number" || (typeof value === "string" && value.trim() !== "")) {
      query[key] = typeof value === "string" ? value.trim() : value;
    }
  }
  const raw = await http.request<unknown>("/api/custom-teams/search", { query });
  return teamSearchResponseSchema.parse(raw);
}

/** `params` null means "not searched yet". */
export function useCustomTeamSearch(params: TeamSearchParams | null) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.search(params ?? {}),
    queryFn: () => searchCustomTeams(http, params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
