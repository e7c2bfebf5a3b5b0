import type { ChatMessage } from "@huddle/contracts/chat";

/**
 * The message list of one room as the query cache holds it (spec 000 §4 Message list): oldest →
 * newest, at most MESSAGE_CACHE_CAP entries. Every update is a pure function of the previous
 * state, so socket events, mutations and the reconnect catch-up can be applied in any order.
 */
export interface RoomMessages {
  messages: ChatMessage[];
  total: number;
}

/**
 * A busy room keeps only its newest messages in memory and on screen; older ones stay on the
 * server. This is our bound in place of list virtualization (docs/decisions.md).
 */
export const MESSAGE_CACHE_CAP = 200;

const cap = (messages: ChatMessage[]) =>
  messages.length > MESSAGE_CACHE_CAP ? messages.slice(-MESSAGE_CACHE_CAP) : messages;

/** Appends a new message if it belongs to the room and is not already there. */
export function appendMessage(
  state: RoomMessages,
  message: ChatMessage,
  roomSlug: string,
): RoomMessages {
  if (message.roomSlug !== roomSlug) return state;
  if (state.messages.some((m) => m.id === message.id)) return state;
  return { messages: cap([...state.messages, message]), total: state.total + 1 };
}

/** An edit replaces the message with the same id, in place. */
export function mergeEditedMessage(state: RoomMessages, message: ChatMessage): RoomMessages {
  if (!state.messages.some((m) => m.id === message.id)) return state;
  return { ...state, messages: state.messages.map((m) => (m.id === message.id ? message : m)) };
}

/** A delete removes the message with that id. */
export function removeMessage(state: RoomMessages, id: string): RoomMessages {
  const messages = state.messages.filter((m) => m.id !== id);
  if (messages.length === state.messages.length) return state;
  return { messages, total: Math.max(0, state.total - 1) };
}

/**
 * Merges what a reconnect fetched (`?after=lastSeenId`): new ids are added, known ids take the
 * fetched version (it may carry an edit), and the list is re-sorted by creation time.
 */
export function mergeMissedMessages(
  state: RoomMessages,
  missed: readonly ChatMessage[],
  roomSlug: string,
): RoomMessages {
  const byId = new Map(state.messages.map((m) => [m.id, m]));
  let added = 0;
  for (const message of missed) {
    if (message.roomSlug !== roomSlug) continue;
    if (!byId.has(message.id)) added += 1;
    byId.set(message.id, message);
  }
  if (added === 0 && missed.length === 0) return state;
  const messages = [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  return { messages: cap(messages), total: state.total + added };
}

/** The id to catch up from after a reconnect: the newest message held. */
export function lastSeenMessageId(state: RoomMessages | undefined): string | null {
  return state?.messages.at(-1)?.id ?? null;
}
