/** spec 001 §2 and §8: the custom-team screens' exact texts. */
export const CUSTOM_TEAM_TEXTS = {
  loadFailed: "Failed to load teams data. Please try again.",
  searchFailed: "Failed to search teams. Please try again.",
  followFailed: "Failed to follow team. Please try again.",
  leaveFailed: "Failed to leave the team. Please try again.",
  createFailed: "Failed to create team. Please try again.",
  alreadyMemberTitle: "Already a Team Member",
  unableToJoinTitle: "Unable to Join Team",
  unableToJoinFallback: "This team may be full or have specific joining requirements.",
  joinFailed: "Join Request Failed: Unable to join team at this time. Please try again later.",
  requestSubmitted: "Join Request Submitted",
  joined: "Successfully Joined Team!",
  followed: "Team followed successfully!",
  // Not in the spec: the toggle's other half needs a confirmation too.
  unfollowed: "Team unfollowed.",
  created: "Team created successfully!",
  shareCopied: "Share URL copied to clipboard!",
  browseEmptyTitle: "No teams found matching your criteria",
  browseEmptyHint: "Try adjusting your search filters",
  followedEmpty: "You haven't followed any teams yet",
  mineEmpty: "You haven't created any teams yet",
  searchEmpty: "No teams found",
  locationPlaceholder: "City, State",
} as const;

/** spec 001 §2 Team join page and §8 Join page. */
export const JOIN_PAGE_TEXTS = {
  invalidLink: "Invalid team link",
  loadFailed: "The team link appears to be invalid or the team may have been removed.",
  alreadyMember: "You are already a member of this team",
  requestSubmitted: "Join request submitted! Wait for team owner approval.",
  requestSubmittedHint: "This team will appear in your followed teams once you are accepted.",
  joined: "Successfully Joined Team!",
  joinFailed: "Failed to join team. Please try again.",
  signInPrompt: "Please log in to join the team",
  approvalNote: "Requests to join need the team owner's approval.",
  openNote: "Joining is immediate.",
} as const;

/** spec 001 §2 Manage page, §8 Manage and Edit team; the rest are ours (docs/decisions.md). */
export const MANAGE_TEXTS = {
  loadFailed: "Failed to load your teams.",
  deleteFailed: "Failed to delete team.",
  deleted: "Team deleted successfully.",
  /** Both Delete Team dialogs (manage page, edit page) say the same. */
  deleteWarning:
    "This deletes the team for everyone: its members, join requests, games and room messages. " +
    "This cannot be undone.",
  createFirst: "Create Your First Team",
  emptyTitle: "You don't own any teams yet",
  editForbidden: "You do not have permission to edit this team",
  noChanges: "No changes to save",
  saved: "Team updated successfully!",
} as const;
