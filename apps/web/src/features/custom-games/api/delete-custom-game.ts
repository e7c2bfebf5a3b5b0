import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "@/lib/http/http-client";
import { customGameKeys } from "./custom-game-keys";

/** DELETE /api/custom-games/{id} → { success: true }; the game's room goes with it. */
export async function deleteCustomGame(id: string): Promise<void> {
  await http.request<unknown>(`/api/custom-games/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteCustomGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomGame,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: customGameKeys.game(id) });
      void queryClient.invalidateQueries({ queryKey: customGameKeys.teams() });
      void queryClient.invalidateQueries({ queryKey: customGameKeys.all() });
    },
  });
}
