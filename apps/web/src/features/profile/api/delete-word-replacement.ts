import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WordReplacement } from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** DELETE /api/user/word-replacements/{id} */
export async function deleteWordReplacement(http: HttpClient, id: string): Promise<void> {
  await http.request<unknown>(`/api/user/word-replacements/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteWordReplacement() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWordReplacement(http, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<WordReplacement[]>(viewerKeys.wordReplacements(), (list) =>
        list?.filter((r) => r.id !== id),
      );
    },
  });
}
