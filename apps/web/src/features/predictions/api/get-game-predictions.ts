import { useQuery } from "@tanstack/react-query";
import { gamePredictionsResponseSchema, type GamePredictions } from "@huddle/contracts/predictions";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { predictionsKeys } from "./predictions-keys";

/** Locks follow the game clock and settlement follows the final: look again this often. */
export const PREDICTIONS_REFRESH_MS = 15_000;

/** GET /api/predictions/games/{gameId} */
export async function getGamePredictions(
  http: HttpClient,
  gameId: string,
): Promise<GamePredictions> {
  const raw = await http.request<unknown>(`/api/predictions/games/${encodeURIComponent(gameId)}`);
  return gamePredictionsResponseSchema.parse(raw).predictions;
}

export function useGamePredictions(gameId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: predictionsKeys.game(gameId),
    queryFn: () => getGamePredictions(http, gameId),
    // A settled game never changes again.
    refetchInterval: (query) => (query.state.data?.settled ? false : PREDICTIONS_REFRESH_MS),
  });
}
