/** spec 000 §8 following errors, and the toggle's labels. */
export const FOLLOWING_TEXTS = {
  follow: "Follow",
  following: "Following",
  followTeamFailed: "Failed to follow team",
  unfollowTeamFailed: "Failed to unfollow team",
  leagueFailed: "Failed to update league following.",
  conferenceFailed: "Failed to update conference following.",
} as const;
