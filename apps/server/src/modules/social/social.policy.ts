import { PROFILE_MESSAGES } from "@huddle/contracts/profile";

/** The blocks between a viewer and another user, either way. */
export interface BlockState {
  /** The viewer blocked them. */
  blocked: boolean;
  /** They blocked the viewer. */
  blockedBy: boolean;
}

/**
 * Who may follow and block whom (spec 000 §4, §6). Pure functions; the service loads the block
 * state and turns a refusal into a 400 (oneself) or 403 (a block).
 */
export const socialPolicy = {
  /** Follow, unfollow, block and unblock all act on someone else. */
  actsOn: (viewerId: string, targetId: string) => viewerId !== targetId,

  /** Why the viewer may not follow the other user, or null when they may. */
  followRefusal(blocks: BlockState): string | null {
    if (blocks.blocked) return PROFILE_MESSAGES.cannotFollowBlocked;
    if (blocks.blockedBy) return PROFILE_MESSAGES.cannotFollowUser;
    return null;
  },

  /**
   * The buttons a profile offers its viewer. A block by the profile's owner is not shown up
   * front (only their activity is hidden); a follow is then refused when tried.
   */
  abilitiesOn(viewerId: string, targetId: string, blocks: BlockState) {
    const other = this.actsOn(viewerId, targetId);
    return { canFollow: other && !blocks.blocked, canBlock: other };
  },
};
