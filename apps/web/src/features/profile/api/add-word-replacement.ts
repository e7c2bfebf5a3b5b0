import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  wordReplacementResponseSchema,
  type WordReplacement,
  type WordReplacementInput,
} from "@huddle/contracts/word-replacements";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** POST /api/user/word-replacements { originalWord, replacementWord } */
export async function addWordReplacement(input: WordReplacementInput): Promise<WordReplacement> {
  const raw = await http.request<unknown>("/api/user/word-replacements", {
    method: "POST",
    body: input,
  });
  return wordReplacementResponseSchema.parse(raw).wordReplacement;
}

export function useAddWordReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWordReplacement,
    onSuccess: (added) => {
      queryClient.setQueryData<WordReplacement[]>(viewerKeys.wordReplacements(), (list) =>
        list ? [...list.filter((r) => r.id !== added.id), added] : [added],
      );
    },
  });
}
