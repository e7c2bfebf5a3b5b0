import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  mentionSuggestionsResponseSchema,
  type MentionSuggestion,
} from "@huddle/contracts/mentions";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { apiRoomSlug } from "./chat-keys";

export async function getMentionSuggestions(
  http: HttpClient,
  roomSlug: string,
  q: string,
): Promise<MentionSuggestion[]> {
  const raw = await http.request<unknown>(
    `/api/chat/rooms/${apiRoomSlug(roomSlug)}/mention-suggestions?q=${encodeURIComponent(q)}`,
  );
  return mentionSuggestionsResponseSchema.parse(raw).suggestions;
}

/** People to @mention in a room for what is typed after '@'; asked only while `query` is set. */
export function useMentionSuggestions(roomSlug: string, query: string | null) {
  const http = useHttpClient();
  return useQuery({
    queryKey: ["chat", "mention-suggestions", roomSlug, query ?? ""] as const,
    queryFn: () => getMentionSuggestions(http, roomSlug, query ?? ""),
    enabled: query !== null,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
