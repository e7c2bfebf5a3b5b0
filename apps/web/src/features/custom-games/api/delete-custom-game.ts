import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customGameKeys } from "./custom-game-keys";

/** DELETE /api/custom-games/{id} → { success: true }; the game's room goes with it. */
export async function deleteCustomGame(http: HttpClient, id: string): Promise<void> {
  await http.request<unknown>(`/api/custom-games/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteCustomGame() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCustomGame(http, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: customGameKeys.game(id) });
      void queryClient.invalidateQueries({ queryKey: customGameKeys.teams() });
      void queryClient.invalidateQueries({ queryKey: customGameKeys.all() });
    },
  });
}
