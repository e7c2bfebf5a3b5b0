import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchResponseSchema } from "@huddle/contracts/profile";
import type { Team } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { followingKeys } from "./following-keys";

/** GET /api/user/search?q= → the teams half (names matched case-insensitively). */
export async function searchTeams(http: HttpClient, q: string): Promise<Team[]> {
  const raw = await http.request<unknown>("/api/user/search", { query: { q } });
  return searchResponseSchema.parse(raw).teams;
}

export function teamSearchQuery(http: HttpClient, q: string) {
  return queryOptions({
    queryKey: followingKeys.teamSearch(q),
    queryFn: () => searchTeams(http, q),
    staleTime: 60_000,
  });
}

/** spec 000 §5 Search: only non-blank text is searched (the caller debounces). */
export function useTeamSearch(q: string) {
  const http = useHttpClient();
  const trimmed = q.trim();
  return useQuery({
    ...teamSearchQuery(http, trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
