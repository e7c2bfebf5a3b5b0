import { CUSTOM_TEAM_MESSAGES } from "./custom-teams.ts";

/**
 * Refusals in custom-team and custom-game rooms (spec 000 §8 "Room, profile and lists"). A muted
 * member's refusal also carries `mutedUntil` (ISO time, or null for a permanent mute).
 */
export const TEAM_ROOM_MESSAGES = {
  blocked: CUSTOM_TEAM_MESSAGES.blocked,
  requestToJoin: "You need to request to join this team to access this chat room.",
  /** Ours: the same refusal once the fan's join request is waiting for a decision. */
  awaitingApproval:
    "Your request to join this team is waiting for approval. You can read this room once it is approved.",
  muted: "You are currently muted in this team and cannot post messages.",
  /** A fan reading a public team's room posts only after joining (docs/decisions.md). */
  joinToPost: "Join this team to post messages in its room.",
} as const;
