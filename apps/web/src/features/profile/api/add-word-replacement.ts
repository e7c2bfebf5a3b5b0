import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  wordReplacementResponseSchema,
  type WordReplacement,
  type WordReplacementInput,
} from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** POST /api/user/word-replacements { originalWord, replacementWord } */
export async function addWordReplacement(
  http: HttpClient,
  input: WordReplacementInput,
): Promise<WordReplacement> {
  const raw = await http.request<unknown>("/api/user/word-replacements", {
    method: "POST",
    body: input,
  });
  return wordReplacementResponseSchema.parse(raw).wordReplacement;
}

export function useAddWordReplacement() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WordReplacementInput) => addWordReplacement(http, input),
    onSuccess: (added) => {
      queryClient.setQueryData<WordReplacement[]>(viewerKeys.wordReplacements(), (list) =>
        list ? [...list.filter((r) => r.id !== added.id), added] : [added],
      );
    },
  });
}
