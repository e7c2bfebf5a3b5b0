import type { ChatMessage } from "@huddle/contracts/chat";

/** How a screen reader hears one message: "author: text"; a game event is its text alone. */
export function announcementOf(message: ChatMessage): string {
  return message.type === "system" ? message.text : `${message.username}: ${message.text}`;
}

/**
 * The messages that arrived between two states of a room's list, in the list's order: ids the
 * earlier list did not hold. Not only those after its newest: a broadcast can land behind a later
 * one and take its place inside the list (message-cache.ts). Older pages loaded while scrolling
 * up are history, not news; when the list moved past everything held before (a burst beyond the
 * cache's cap), only the newest is news worth reading.
 */
export function arrivedSince(
  messages: readonly ChatMessage[],
  previous: readonly ChatMessage[],
): ChatMessage[] {
  if (previous.length === 0) return [...messages];
  const held = new Set(previous.map((m) => m.id));
  const oldestHeld = previous[0]!.seq;
  const arrived = messages.filter((m) => !held.has(m.id) && m.seq > oldestHeld);
  const movedPastAll = (messages[0]?.seq ?? 0) > previous.at(-1)!.seq;
  return movedPastAll ? arrived.slice(-1) : arrived;
}

/** What to announce for the messages that arrived: each one except the viewer's own. */
export function announcementOfArrivals(
  arrived: readonly ChatMessage[],
  currentUserId: string | null,
): string {
  return arrived
    .filter((m) => currentUserId === null || m.userId !== currentUserId)
    .map(announcementOf)
    .join("\n");
}
