import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  customGameResponseSchema,
  type UpdateCustomGameInput,
} from "@huddle/contracts/custom-games";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

/** PUT /api/custom-games/{id} with only the changed fields → { game }. */
export interface UpdateCustomGameRequest {
  id: string;
  input: UpdateCustomGameInput;
}

export async function updateCustomGame(http: HttpClient, { id, input }: UpdateCustomGameRequest) {
  const raw = await http.request<unknown>(`/api/custom-games/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
  });
  return customGameResponseSchema.parse(raw).game;
}

export function useUpdateCustomGame() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateCustomGameRequest) => updateCustomGame(http, request),
    onSuccess: (game) => {
      queryClient.setQueryData(customGameKeys.game(game.id), game);
      void queryClient.invalidateQueries({ queryKey: customGameKeys.teamGames(game.teamId) });
    },
  });
}
