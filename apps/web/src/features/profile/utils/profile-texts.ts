/** spec 000 §2, §6, §8: the profile screens' texts, verbatim. */
export const PROFILE_TEXTS = {
  settingsTitle: "Profile Settings",
  updateFailed: "Failed to update profile. Please try again.",
  updated: "Profile updated successfully.",
  wordFilterFailed: "Failed to update word filter setting.",
  addWordFailed: "Failed to add word replacement.",
  updateWordFailed: "Failed to update word replacement.",
  deleteWordFailed: "Failed to delete word replacement.",
  importFailed: "Failed to import default replacements.",
  allDefaultsPresent: "All default replacements are already in your list!",
  followUserFailed: "Failed to follow user.",
  unfollowUserFailed: "Failed to unfollow user.",
  blockUserFailed: "Failed to block user.",
  unblockUserFailed: "Failed to unblock user.",
  /** The public profile's Follow/Unfollow and Block/Unblock buttons. */
  followingStatusFailed: "Failed to update following status.",
  blockStatusFailed: "Failed to update block status.",
  userIdMissing: "Error: User ID is missing",
  notFound: "Profile not found",
  blockedBanner: "You have blocked this user",
  loadFailed: (message: string) => `Failed to load profile: ${message}.`,
  /** Not in the spec; worded like its other list failures. */
  followedUsersFailed: "Failed to load the people you follow.",
  blockedUsersFailed: "Failed to load blocked users.",
  blockConfirm: (username: string) => `Are you sure you want to block ${username}?`,
} as const;

/** spec 000 §5 Profile maximum lengths. */
export const PROFILE_LIMITS = {
  displayName: 50,
  username: 30,
  bio: 200,
  location: 100,
  favoriteTeam: 100,
} as const;
