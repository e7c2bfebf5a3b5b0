import type { BULK_USER_ACTIONS } from "@huddle/contracts/admin";
import type { MessageModerationAction } from "@huddle/contracts/admin-moderation";

/** What staff read for each action; the values sent to the server stay the API's own. */
export const MESSAGE_ACTION_LABELS: Record<MessageModerationAction, string> = {
  approve: "Approve",
  delete: "Delete",
  reject: "Reject report",
  allow: "Allow",
};

export const BULK_USER_ACTION_LABELS: Record<(typeof BULK_USER_ACTIONS)[number], string> = {
  ban: "Ban",
  unban: "Unban",
  mute: "Mute",
  unmute: "Unmute",
};
