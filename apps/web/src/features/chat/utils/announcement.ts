import type { ChatMessage } from "@huddle/contracts/chat";

/** How a screen reader hears one message: "author: text"; a game event is its text alone. */
export function announcementOf(message: ChatMessage): string {
  return message.type === "system" ? message.text : `${message.username}: ${message.text}`;
}

/**
 * What to announce when the newest message moved on from `seenNewestId`: every message after it
 * except the viewer's own (they just wrote it). `null` means the room was empty. When the one
 * seen last is gone (deleted, or trimmed from the cache) only the newest is read.
 */
export function announcementSince(
  messages: readonly ChatMessage[],
  seenNewestId: string | null,
  currentUserId: string | null,
): string {
  const index = seenNewestId === null ? -1 : messages.findIndex((m) => m.id === seenNewestId);
  const fresh =
    seenNewestId === null
      ? messages
      : index === -1
        ? messages.slice(-1)
        : messages.slice(index + 1);
  return fresh
    .filter((m) => currentUserId === null || m.userId !== currentUserId)
    .map(announcementOf)
    .join("\n");
}
