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
