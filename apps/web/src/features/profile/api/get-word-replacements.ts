import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  wordReplacementListSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import { http } from "@/lib/http/http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/word-replacements */
export async function getWordReplacements(): Promise<WordReplacement[]> {
  const raw = await http.request<unknown>("/api/user/word-replacements");
  return wordReplacementListSchema.parse(raw).wordReplacements;
}

export function wordReplacementsQuery() {
  return queryOptions({
    queryKey: profileKeys.wordReplacements(),
    queryFn: getWordReplacements,
    staleTime: 5 * 60_000,
  });
}

export function useWordReplacements() {
  return useQuery(wordReplacementsQuery());
}
