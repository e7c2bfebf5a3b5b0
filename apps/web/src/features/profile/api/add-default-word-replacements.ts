import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addDefaultsResponseSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

export interface AddDefaultsResult {
  added: WordReplacement[];
  all: WordReplacement[];
}

/** POST /api/user/word-replacements/add-defaults → { addedReplacements, wordReplacements } */
export async function addDefaultWordReplacements(): Promise<AddDefaultsResult> {
  const raw = await http.request<unknown>("/api/user/word-replacements/add-defaults", {
    method: "POST",
  });
  const parsed = addDefaultsResponseSchema.parse(raw);
  return { added: parsed.addedReplacements, all: parsed.wordReplacements };
}

export function useAddDefaultWordReplacements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDefaultWordReplacements,
    onSuccess: ({ all }) => queryClient.setQueryData(viewerKeys.wordReplacements(), all),
  });
}
