import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  customGameResponseSchema,
  type CreateCustomGameInput,
} from "@huddle/contracts/custom-games";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

export interface CreateGameRequest {
  teamId: string;
  input: CreateCustomGameInput;
}

/** POST /api/custom-teams/{id}/games → 201 { game }. */
export async function createCustomGame(http: HttpClient, { teamId, input }: CreateGameRequest) {
  const raw = await http.request<unknown>(`/api/custom-teams/${encodeURIComponent(teamId)}/games`, {
    method: "POST",
    body: input,
  });
  return customGameResponseSchema.parse(raw).game;
}

export function useCreateCustomGame() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateGameRequest) => createCustomGame(http, request),
    onSuccess: (game) => {
      queryClient.setQueryData(customGameKeys.game(game.id), game);
      // The team's game count changed.
      void queryClient.invalidateQueries({ queryKey: customGameKeys.teams() });
      void queryClient.invalidateQueries({ queryKey: customGameKeys.all() });
    },
  });
}
