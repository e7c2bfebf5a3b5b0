import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WordReplacement } from "@huddle/contracts/word-replacements";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** DELETE /api/user/word-replacements/{id} */
export async function deleteWordReplacement(id: string): Promise<void> {
  await http.request<unknown>(`/api/user/word-replacements/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteWordReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWordReplacement,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<WordReplacement[]>(viewerKeys.wordReplacements(), (list) =>
        list?.filter((r) => r.id !== id),
      );
    },
  });
}
