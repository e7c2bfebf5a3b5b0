import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  wordReplacementResponseSchema,
  type WordReplacement,
  type WordReplacementInput,
} from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

export interface UpdateWordReplacementInput extends WordReplacementInput {
  id: string;
}

/** PUT /api/user/word-replacements/{id} { originalWord, replacementWord } */
export async function updateWordReplacement(
  http: HttpClient,
  { id, ...body }: UpdateWordReplacementInput,
): Promise<WordReplacement> {
  const raw = await http.request<unknown>(`/api/user/word-replacements/${encodeURIComponent(id)}`, {
    method: "PUT",
    body,
  });
  return wordReplacementResponseSchema.parse(raw).wordReplacement;
}

export function useUpdateWordReplacement() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWordReplacementInput) => updateWordReplacement(http, input),
    onSuccess: (updated) => {
      queryClient.setQueryData<WordReplacement[]>(viewerKeys.wordReplacements(), (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
