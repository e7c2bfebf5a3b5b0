import { queryOptions, useQuery } from "@tanstack/react-query";
import { gamesResponseSchema, type Game } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { SCORES_REFRESH_MS, sportsKeys } from "./sports-keys";

/** The home page's featured games: live first, then upcoming, then recent finals (≤ 12). */
export async function getFeaturedGames(http: HttpClient): Promise<Game[]> {
  const raw = await http.request<unknown>("/api/sports/simple-boxscore", {
    query: { homepage: "true" },
  });
  return gamesResponseSchema.parse(raw).games;
}

export function featuredGamesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: sportsKeys.featured(),
    queryFn: () => getFeaturedGames(http),
    refetchInterval: SCORES_REFRESH_MS,
    staleTime: 30_000,
  });
}

export function useFeaturedGames() {
  const http = useHttpClient();
  return useQuery(featuredGamesQuery(http));
}
