import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { teamSearchResponseSchema } from "@huddle/contracts/custom-team-search";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

const OPPONENT_RESULTS = 8;

/** GET /api/custom-teams/search for the opponent picker: the first few name matches. */
export async function searchOpponentTeams(http: HttpClient, query: string) {
  const raw = await http.request<unknown>("/api/custom-teams/search", {
    query: { query, limit: OPPONENT_RESULTS, sortBy: "name" },
  });
  return teamSearchResponseSchema.parse(raw).teams;
}

/** `query` empty means "not searched yet". */
export function useOpponentSearch(query: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customGameKeys.opponentSearch(query),
    queryFn: () => searchOpponentTeams(http, query),
    enabled: query !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });
}
