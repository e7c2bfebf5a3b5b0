import { viewerKeys } from "@/entities/viewer/viewer-keys";

/**
 * Query keys of the profile feature's own reads. The viewer's profile, word replacements and
 * people lists are shared entries (entities/viewer/viewer-keys.ts); these sit under their
 * prefixes, so refreshing the viewer's social lists refreshes searches too.
 */
export const profileKeys = {
  publicAll: () => [...viewerKeys.profile(), "public"] as const,
  public: (idOrUsername: string) => [...viewerKeys.profile(), "public", idOrUsername] as const,
  userSearch: (q: string) => [...viewerKeys.social(), "search", q] as const,
};

/**
 * Every follow/unfollow/block/unblock of a user carries this key first; src/app/query-client.ts
 * refetches chat after a block changes whose messages are hidden.
 */
export const SOCIAL_MUTATION_SCOPE = "social";
