/** Query keys of the profile feature. */
export const profileKeys = {
  own: () => ["user", "profile"] as const,
  publicAll: () => ["user", "profile", "public"] as const,
  public: (idOrUsername: string) => ["user", "profile", "public", idOrUsername] as const,
  /**
   * The same key the chat feature reads its replacements under, so an edit here rewrites what the
   * chat shows without a reload.
   */
  wordReplacements: () => ["user", "word-replacements"] as const,
  social: () => ["user", "social"] as const,
  followedUsers: () => ["user", "social", "following"] as const,
  blockedUsers: () => ["user", "social", "blocked"] as const,
  userSearch: (q: string) => ["user", "social", "search", q] as const,
};

/**
 * Every follow/unfollow/block/unblock of a user carries this key first; src/app/query-client.ts
 * refetches chat after a block changes whose messages are hidden.
 */
export const SOCIAL_MUTATION_SCOPE = "social";
