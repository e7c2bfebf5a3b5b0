/**
 * Query keys of a user's moderation record, shared by the admin console and the chat's staff
 * tools. Under ["admin"], so any console action refreshes it too.
 */
export const moderationKeys = {
  user: (userId: string) => ["admin", "user", userId] as const,
};
