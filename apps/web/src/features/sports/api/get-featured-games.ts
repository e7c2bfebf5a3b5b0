import { queryOptions, useQuery } from "@tanstack/react-query";
import { gamesResponseSchema, type Game } from "@huddle/contracts/sports";
import { http } from "@/lib/http/http-client";
import { SCORES_REFRESH_MS, sportsKeys } from "./sports-keys";

/** The home page's featured games: live first, then upcoming, then recent finals (≤ 12). */
export async function getFeaturedGames(): Promise<Game[]> {
  const raw = await http.request<unknown>("/api/sports/simple-boxscore", {
    query: { homepage: "true" },
  });
  return gamesResponseSchema.parse(raw).games;
}

export function featuredGamesQuery() {
  return queryOptions({
    queryKey: sportsKeys.featured(),
    queryFn: getFeaturedGames,
    refetchInterval: SCORES_REFRESH_MS,
    staleTime: 30_000,
  });
}

export function useFeaturedGames() {
  return useQuery(featuredGamesQuery());
}
