import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mentionsResponseSchema, type MentionsResponse } from "@huddle/contracts/mentions";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { useHttpClient } from "@/lib/http/use-http-client";

export const mentionsKey = viewerKeys.mentions();

/** Issue 15 §1: the viewer's recent mentions and how many are unread (the badge). */
export function useMentions(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({
    queryKey: mentionsKey,
    queryFn: async (): Promise<MentionsResponse> =>
      mentionsResponseSchema.parse(await http.request<unknown>("/api/user/mentions")),
    enabled,
  });
}

export function useMarkMentionsRead() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.request<unknown>("/api/user/mentions/read", { method: "POST" }),
    onSuccess: () =>
      queryClient.setQueryData<MentionsResponse>(mentionsKey, (old) =>
        old ? { unread: 0, mentions: old.mentions.map((m) => ({ ...m, read: true })) } : old,
      ),
  });
}
