import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  wordReplacementListSchema,
  type WordReplacement,
} from "@huddle/contracts/word-replacements";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { chatKeys } from "./chat-keys";

/** The viewer's word replacements; live messages are rewritten with them (spec 000 §5). */
export async function getWordReplacements(http: HttpClient): Promise<WordReplacement[]> {
  const raw = await http.request<unknown>("/api/user/word-replacements");
  return wordReplacementListSchema.parse(raw).wordReplacements;
}

export function wordReplacementsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: chatKeys.wordReplacements(),
    queryFn: () => getWordReplacements(http),
    staleTime: 5 * 60_000,
  });
}

export function useWordReplacements(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({ ...wordReplacementsQuery(http), enabled });
}
