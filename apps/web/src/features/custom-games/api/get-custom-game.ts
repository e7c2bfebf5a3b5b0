import { useQuery } from "@tanstack/react-query";
import { customGameResponseSchema } from "@huddle/contracts/custom-games";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { msUntilStatusChange } from "../utils/game-status";
import { customGameKeys } from "./custom-game-keys";

/** GET /api/custom-games/{id}: the game, its computed status and whether the caller may edit. */
export async function getCustomGame(http: HttpClient, id: string) {
  const raw = await http.request<unknown>(`/api/custom-games/${encodeURIComponent(id)}`);
  return customGameResponseSchema.parse(raw).game;
}

/** The game, reloaded when its status is due to change (the server computes it). */
export function useCustomGame(id: string, enabled = true) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customGameKeys.game(id),
    queryFn: () => getCustomGame(http, id),
    enabled,
    retry: false,
    refetchInterval: (query) => {
      const game = query.state.data;
      return game ? (msUntilStatusChange(game, Date.now()) ?? false) : false;
    },
  });
}
