import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  wordReplacementListSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/word-replacements: the viewer's pairs (spec 000 §5). */
export async function getWordReplacements(http: HttpClient): Promise<WordReplacement[]> {
  const raw = await http.request<unknown>("/api/user/word-replacements");
  return wordReplacementListSchema.parse(raw).wordReplacements;
}

export function wordReplacementsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: viewerKeys.wordReplacements(),
    queryFn: () => getWordReplacements(http),
    staleTime: 5 * 60_000,
  });
}

/** `enabled` is false where the list is not needed yet (signed out, filter off). */
export function useWordReplacements(enabled = true) {
  const http = useHttpClient();
  return useQuery({ ...wordReplacementsQuery(http), enabled });
}
