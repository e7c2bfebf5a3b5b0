/**
 * Query keys of what belongs to the signed-in viewer: their profile and settings, their word
 * replacements, and the people they follow and block. This is the one module that names these
 * entries; the profile page, the chat and the notification rules all read and update them
 * through it, so one cache entry serves every feature.
 */
export const viewerKeys = {
  /** GET /api/user/profile; public profiles live under this prefix too (profile feature). */
  profile: () => ["user", "profile"] as const,
  wordReplacements: () => ["user", "word-replacements"] as const,
  /** Every people list and search: a follow, unfollow, block or unblock refreshes them all. */
  social: () => ["user", "social"] as const,
  followedUsers: () => ["user", "social", "following"] as const,
  blockedUsers: () => ["user", "social", "blocked"] as const,
  /** The viewer's @mentions: under social, as a block hides the blocked fan's mentions. */
  mentions: () => ["user", "social", "mentions"] as const,
};
