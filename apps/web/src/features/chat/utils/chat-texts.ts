import type { PostingRestriction, SlowModeSource } from "@huddle/contracts/chat";

/** The chat screens' texts; spec 000 §2, §6 and §8 give the quoted ones. */
export const CHAT_TEXTS = {
  deleteConfirm: "Are you sure you want to delete this message?",
  noMessages: "No messages yet",
  loadFailed: "Failed to load messages",
  loading: "Loading messages...",
  retry: "Retry",
  /** spec 000 §8: a room whose team or game does not exist. */
  teamNotFound: "Team not found.",
  gameNotFound: "Game not found.",
  reconnecting: "Reconnecting…",
  reported: "Message reported. Thank you.",
  /** Our wording: the menu entry in place of Report once the viewer has reported a message. */
  reportedLabel: "Reported",
  /** Our wording: a quarantined message as its sender sees it (the spec has none). */
  heldBadge: "Held for review",
  heldNote: "Only you can see this message until a moderator approves it.",
  /** Issue 15 §3: how a scoring-play divider is named to assistive technology. */
  momentLabel: "Scoring play",
} as const;

/** The autopilot's slow mode says why it is on (issue 15 §3); a moderator's needs no reason. */
export function slowModeNotice(seconds: number, source?: SlowModeSource | null): string {
  const notice = `Slow mode is on: one message every ${seconds} s.`;
  return source === "auto" ? `${notice} Close game, final minutes.` : notice;
}

export function onlineLabel(count: number): string {
  return `${count} online`;
}

/**
 * Why the viewer cannot post here, as the server says it; a team mute adds until when
 * ("Muted until Nov 12, 2025, 3:00 PM", or "Muted permanently").
 */
export function postingRestrictionText(restriction: PostingRestriction): string {
  if (restriction.mutedUntil === undefined) return restriction.message;
  if (restriction.mutedUntil === null) return `${restriction.message} Muted permanently.`;
  const when = new Date(restriction.mutedUntil).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return `${restriction.message} Muted until ${when}.`;
}
