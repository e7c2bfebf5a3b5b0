import type { PostingRestriction } from "@huddle/contracts/chat";

/** The chat screens' texts; spec 000 §2, §6 and §8 give the quoted ones. */
export const CHAT_TEXTS = {
  deleteConfirm: "Are you sure you want to delete this message?",
  noMessages: "No messages yet",
  loadFailed: "Failed to load messages",
  loading: "Loading messages...",
  retry: "Retry",
  reconnecting: "Reconnecting…",
  reported: "Message reported. Thank you.",
  /** Our wording: a quarantined message as its sender sees it (the spec has none). */
  heldBadge: "Held for review",
  heldNote: "Only you can see this message until a moderator approves it.",
} as const;

export function slowModeNotice(seconds: number): string {
  return `Slow mode is on: one message every ${seconds} s.`;
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
