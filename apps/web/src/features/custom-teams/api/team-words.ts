import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  removedResponseSchema,
  teamDefaultsResponseSchema,
  teamWordReplacementResponseSchema,
  teamWordReplacementsResponseSchema,
} from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

const wordsPath = (teamId: string) =>
  `/api/custom-teams/${encodeURIComponent(teamId)}/word-replacements`;

/** GET /api/custom-teams/{id}/word-replacements (owner only). */
export async function getTeamWords(http: HttpClient, teamId: string) {
  return teamWordReplacementsResponseSchema.parse(await http.request<unknown>(wordsPath(teamId)))
    .wordReplacements;
}

export function useTeamWords(teamId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.words(teamId),
    queryFn: () => getTeamWords(http, teamId),
    retry: false,
  });
}

export type TeamWordChange =
  | { kind: "add"; originalWord: string; replacementWord: string }
  | { kind: "update"; replacementId: string; replacementWord: string }
  | { kind: "delete"; replacementId: string }
  | { kind: "defaults" };

/** Answers the defaults' counts for "defaults", nothing otherwise. */
export async function changeTeamWords(http: HttpClient, teamId: string, change: TeamWordChange) {
  const base = wordsPath(teamId);
  switch (change.kind) {
    case "add":
      teamWordReplacementResponseSchema.parse(
        await http.request<unknown>(base, {
          method: "POST",
          body: { originalWord: change.originalWord, replacementWord: change.replacementWord },
        }),
      );
      return null;
    case "update":
      teamWordReplacementResponseSchema.parse(
        await http.request<unknown>(`${base}/${encodeURIComponent(change.replacementId)}`, {
          method: "PUT",
          body: { replacementWord: change.replacementWord },
        }),
      );
      return null;
    case "delete":
      removedResponseSchema.parse(
        await http.request<unknown>(`${base}/${encodeURIComponent(change.replacementId)}`, {
          method: "DELETE",
        }),
      );
      return null;
    case "defaults":
      return teamDefaultsResponseSchema.parse(
        await http.request<unknown>(`${base}/defaults`, { method: "POST" }),
      );
  }
}

export function useChangeTeamWords(teamId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamWordChange) => changeTeamWords(http, teamId, change),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.words(teamId) }),
  });
}
