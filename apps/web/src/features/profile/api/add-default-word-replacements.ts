import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addDefaultsResponseSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

export interface AddDefaultsResult {
  added: WordReplacement[];
  all: WordReplacement[];
}

/** POST /api/user/word-replacements/add-defaults → { addedReplacements, wordReplacements } */
export async function addDefaultWordReplacements(http: HttpClient): Promise<AddDefaultsResult> {
  const raw = await http.request<unknown>("/api/user/word-replacements/add-defaults", {
    method: "POST",
  });
  const parsed = addDefaultsResponseSchema.parse(raw);
  return { added: parsed.addedReplacements, all: parsed.wordReplacements };
}

export function useAddDefaultWordReplacements() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addDefaultWordReplacements(http),
    onSuccess: ({ all }) => queryClient.setQueryData(viewerKeys.wordReplacements(), all),
  });
}
