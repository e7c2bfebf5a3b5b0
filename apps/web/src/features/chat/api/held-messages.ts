import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@huddle/contracts/chat";
import { chatKeys } from "./chat-keys";

const NONE: readonly ChatMessage[] = [];

/**
 * The viewer's quarantined messages of one room (utils/held-messages.ts). Nothing is fetched: the
 * server's history never lists them, so this entry lives only in the tab, apart from the room's
 * history so that a history refetch does not drop them.
 */
export function heldMessagesQuery(roomSlug: string) {
  return queryOptions({
    queryKey: chatKeys.held(roomSlug),
    queryFn: () => NONE,
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useHeldMessages(roomSlug: string): readonly ChatMessage[] {
  return useQuery(heldMessagesQuery(roomSlug)).data;
}

export function updateHeldMessages(
  queryClient: QueryClient,
  roomSlug: string,
  update: (held: readonly ChatMessage[]) => readonly ChatMessage[],
) {
  const held = queryClient.getQueryData<readonly ChatMessage[]>(chatKeys.held(roomSlug)) ?? NONE;
  const next = update(held);
  // Most live events touch no held message: leave the entry (and its observers) alone.
  if (next !== held) queryClient.setQueryData(chatKeys.held(roomSlug), next);
}
