import { MutationCache, QueryClient } from "@tanstack/react-query";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { chatKeys } from "@/features/chat/api/chat-keys";
import { FOLLOWING_MUTATION_SCOPE } from "@/features/following/api/following-keys";
import { SOCIAL_MUTATION_SCOPE } from "@/features/profile/api/profile-keys";
import { sportsKeys } from "@/features/sports/api/sports-keys";

/**
 * The HTTP client already retries 429s; other failures surface at once. Features do not know each
 * other, so the cross-feature cache rule lives here: after any follow or unfollow, the home room's
 * navigation (the user's followed leagues, conferences and teams) is refetched, and after a user
 * is followed, blocked or unblocked the chat history and the viewer's blocked-user list are refetched.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        if (mutation.options.mutationKey?.[0] === FOLLOWING_MUTATION_SCOPE) {
          void queryClient.invalidateQueries({ queryKey: sportsKeys.homeButtons() });
        }
        // A block or unblock changes whose messages the viewer sees in every room.
        if (mutation.options.mutationKey?.[0] === SOCIAL_MUTATION_SCOPE) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.allMessages() });
          void queryClient.invalidateQueries({ queryKey: viewerKeys.blockedUsers() });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
