import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  customGameResponseSchema,
  type UpdateCustomGameInput,
} from "@huddle/contracts/custom-games";
import { http } from "@/lib/http/http-client";
import { customGameKeys } from "./custom-game-keys";

/** PUT /api/custom-games/{id} with only the changed fields → { game }. */
export async function updateCustomGame({
  id,
  input,
}: {
  id: string;
  input: UpdateCustomGameInput;
}) {
  const raw = await http.request<unknown>(`/api/custom-games/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
  });
  return customGameResponseSchema.parse(raw).game;
}

export function useUpdateCustomGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomGame,
    onSuccess: (game) => {
      queryClient.setQueryData(customGameKeys.game(game.id), game);
      void queryClient.invalidateQueries({ queryKey: customGameKeys.teamGames(game.teamId) });
    },
  });
}
