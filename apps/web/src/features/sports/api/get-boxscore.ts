import { queryOptions, useQuery } from "@tanstack/react-query";
import { gameResponseSchema, gamesResponseSchema, type Game } from "@huddle/contracts/sports";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { SCORES_REFRESH_MS, sportsKeys, type SportsQuery } from "./sports-keys";

/**
 * GET /api/sports/simple-boxscore for a room: `{ game }` for a game or team room (the team's
 * current or next game, possibly null), `{ games }` for a league or conference room. Both shapes
 * become a list here, so the panels and the score-update handler treat them alike.
 */
export async function getBoxscore(http: HttpClient, query: SportsQuery): Promise<Game[]> {
  const raw = await http.request<unknown>("/api/sports/simple-boxscore", { query });
  if (raw && typeof raw === "object" && "games" in raw) return gamesResponseSchema.parse(raw).games;
  const { game } = gameResponseSchema.parse(raw);
  return game ? [game] : [];
}

export function boxscoreQuery(http: HttpClient, query: SportsQuery) {
  return queryOptions({
    queryKey: sportsKeys.boxscore(query),
    queryFn: () => getBoxscore(http, query),
    refetchInterval: SCORES_REFRESH_MS,
    staleTime: 30_000,
  });
}

export function useBoxscore(query: SportsQuery | null) {
  const http = useHttpClient();
  return useQuery({ ...boxscoreQuery(http, query ?? {}), enabled: query !== null });
}
