import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of messages the viewer reported in this tab. Nothing is fetched: the server answers a
 * second report with 409 'You have already reported this message.', so the menu stops offering
 * Report once the first one went through (or the server said it already had one). The entry
 * lives with the tab's cache, which a sign-in replaces by reloading the page.
 */
function reportedMessagesQuery() {
  return queryOptions({
    queryKey: chatKeys.reported(),
    queryFn: () => NONE,
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useReportedMessages(): ReadonlySet<string> {
  return useQuery(reportedMessagesQuery()).data;
}

export function markReported(queryClient: QueryClient, messageId: string) {
  queryClient.setQueryData(chatKeys.reported(), (ids: ReadonlySet<string> = NONE) =>
    ids.has(messageId) ? ids : new Set([...ids, messageId]),
  );
}
