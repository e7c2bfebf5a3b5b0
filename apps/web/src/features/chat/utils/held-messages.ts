import type { ChatMessage } from "@huddle/contracts/chat";
import { byServerOrder } from "./message-cache";

/**
 * The viewer's own messages that AI moderation quarantined (held for review, spec 001 §3): the
 * server stores them but neither broadcasts them nor lists them in history, so the sender's tab
 * keeps them beside the room's list until a moderator's decision or a delete.
 */
export function isHeldForReview(message: ChatMessage): boolean {
  return message.moderationStatus === "quarantined";
}

/** Adds or replaces a held message. */
export function holdMessage(
  held: readonly ChatMessage[],
  message: ChatMessage,
): readonly ChatMessage[] {
  return [...held.filter((m) => m.id !== message.id), message];
}

/** Forgets a held message (deleted, or released to the room). */
export function releaseMessage(held: readonly ChatMessage[], id: string): readonly ChatMessage[] {
  return held.some((m) => m.id === id) ? held.filter((m) => m.id !== id) : held;
}

/** The room's list with the viewer's held messages in place in the server's order, oldest → newest. */
export function withHeldMessages(
  messages: readonly ChatMessage[],
  held: readonly ChatMessage[],
): readonly ChatMessage[] {
  if (held.length === 0) return messages;
  const ids = new Set(messages.map((m) => m.id));
  return [...messages, ...held.filter((m) => !ids.has(m.id))].sort(byServerOrder);
}
