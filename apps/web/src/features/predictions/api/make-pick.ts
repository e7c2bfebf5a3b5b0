import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  gamePredictionsResponseSchema,
  type GamePredictions,
  type PickRequest,
} from "@huddle/contracts/predictions";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { predictionsKeys } from "./predictions-keys";

/** PUT /api/predictions/games/{gameId}/picks: makes or changes one pick until it locks. */
export async function makePick(
  http: HttpClient,
  gameId: string,
  pick: PickRequest,
): Promise<GamePredictions> {
  const raw = await http.request<unknown>(
    `/api/predictions/games/${encodeURIComponent(gameId)}/picks`,
    { method: "PUT", body: pick },
  );
  return gamePredictionsResponseSchema.parse(raw).predictions;
}

export function useMakePick(gameId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pick: PickRequest) => makePick(http, gameId, pick),
    onSuccess: (predictions) => queryClient.setQueryData(predictionsKeys.game(gameId), predictions),
    // A refusal (locked meanwhile) means the panel is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: predictionsKeys.game(gameId) }),
  });
}
