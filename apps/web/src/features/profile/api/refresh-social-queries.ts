import type { QueryClient } from "@tanstack/react-query";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { profileKeys } from "./profile-keys";

/**
 * After a follow, unfollow, block or unblock: the lists, searches and public profiles (counts,
 * isFollowing, isBlocked) may all have changed.
 */
export function refreshSocialQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: viewerKeys.social() }),
    queryClient.invalidateQueries({ queryKey: profileKeys.publicAll() }),
  ]).then(() => undefined);
}
