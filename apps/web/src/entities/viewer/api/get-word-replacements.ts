import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  wordReplacementListSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/word-replacements: the viewer's pairs (spec 000 §5). */
export async function getWordReplacements(): Promise<WordReplacement[]> {
  const raw = await http.request<unknown>("/api/user/word-replacements");
  return wordReplacementListSchema.parse(raw).wordReplacements;
}

export function wordReplacementsQuery() {
  return queryOptions({
    queryKey: viewerKeys.wordReplacements(),
    queryFn: getWordReplacements,
    staleTime: 5 * 60_000,
  });
}

/** `enabled` is false where the list is not needed yet (signed out, filter off). */
export function useWordReplacements(enabled = true) {
  return useQuery({ ...wordReplacementsQuery(), enabled });
}
