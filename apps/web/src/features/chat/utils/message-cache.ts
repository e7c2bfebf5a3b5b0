import { DELETED_PARENT_TEXT, type ChatMessage } from "@huddle/contracts/chat";

/**
 * The message list of one room as the query cache holds it (spec 000 §4 Message list): oldest →
 * newest in the server's order (`seq`), at most MESSAGE_CACHE_CAP entries. Every update is a pure function of the previous
 * state, so socket events, mutations and the reconnect catch-up can be applied in any order.
 */
export interface RoomMessages {
  messages: ChatMessage[];
  total: number;
}

/**
 * A busy room keeps only its newest messages in memory; older ones stay on the server. Beyond
 * VIRTUALIZE_ABOVE of them the list renders only the rows in view (components/message-list.tsx).
 */
export const MESSAGE_CACHE_CAP = 200;

const cap = (messages: ChatMessage[]) =>
  messages.length > MESSAGE_CACHE_CAP ? messages.slice(-MESSAGE_CACHE_CAP) : messages;

/**
 * Oldest first in the server's order, as a room's list is kept. Never by `createdAt`: it comes
 * from the clock of whichever node stored the message.
 */
export const byServerOrder = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * Adds a new message if it belongs to the room and is not already there: at the end, or in its
 * place when broadcasts from two nodes arrive out of order.
 */
export function appendMessage(
  state: RoomMessages,
  message: ChatMessage,
  roomSlug: string,
): RoomMessages {
  if (message.roomSlug !== roomSlug) return state;
  if (state.messages.some((m) => m.id === message.id)) return state;
  const messages = [...state.messages, message];
  const newest = state.messages.at(-1);
  if (newest && newest.seq > message.seq) messages.sort(byServerOrder);
  return { messages: cap(messages), total: state.total + 1 };
}

/** Replies to `parentId` quoting `text` instead; the state itself when none is loaded. */
function requote(messages: ChatMessage[], parentId: string, text: string): ChatMessage[] {
  if (!messages.some((m) => m.parentMessageId === parentId && m.parentMessage)) return messages;
  return messages.map((m) =>
    m.parentMessageId === parentId && m.parentMessage
      ? { ...m, parentMessage: { ...m.parentMessage, text } }
      : m,
  );
}

/**
 * An edit replaces the message with the same id, in place, and the replies quoting it quote the
 * new text (the parent itself may be older than the loaded page). The edit broadcast carries no
 * reactions (they are per viewer): the ones held stay.
 */
export function mergeEditedMessage(state: RoomMessages, message: ChatMessage): RoomMessages {
  const requoted = requote(state.messages, message.id, message.text);
  if (requoted === state.messages && !state.messages.some((m) => m.id === message.id)) {
    return state;
  }
  return {
    ...state,
    messages: requoted.map((m) =>
      m.id === message.id ? { ...message, reactions: m.reactions } : m,
    ),
  };
}

/** A delete removes the message with that id; replies to it quote that it was deleted. */
export function removeMessage(state: RoomMessages, id: string): RoomMessages {
  const requoted = requote(state.messages, id, DELETED_PARENT_TEXT);
  const messages = requoted.filter((m) => m.id !== id);
  if (messages.length === state.messages.length) {
    return requoted === state.messages ? state : { ...state, messages };
  }
  return { messages, total: Math.max(0, state.total - 1) };
}

/**
 * Merges what a reconnect fetched (`?after=lastSeenId`): new ids are added, known ids take the
 * fetched version (it may carry an edit), and the list is re-sorted in the server's order.
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
  const messages = [...byId.values()].sort(byServerOrder);
  return { messages: cap(messages), total: state.total + added };
}

/**
 * Reconciles the held list with a freshly fetched newest page (oldest → newest) after an outage,
 * which `?after=` cannot tell about edits and deletes: the page's version of a message wins, a
 * held message inside the page's span of the server's order that the page lacks was deleted, and
 * held messages older than the span (or, when the page holds the whole room, none) and newer than
 * it (live since the page was read) stay.
 */
export function reconcileNewestPage(
  state: RoomMessages,
  page: RoomMessages,
  roomSlug: string,
): RoomMessages {
  const fresh = page.messages.filter((m) => m.roomSlug === roomSlug);
  // An empty newest page: every message the room had is gone.
  if (fresh.length === 0) return { messages: [], total: 0 };
  const ids = new Set(fresh.map((m) => m.id));
  const from = fresh[0]!.seq;
  const to = fresh.at(-1)!.seq;
  const wholeRoom = fresh.length >= page.total;
  const kept = state.messages.filter(
    (m) => !ids.has(m.id) && (m.seq > to || (!wholeRoom && m.seq < from)),
  );
  const messages = cap([...kept, ...fresh].sort(byServerOrder));
  return { messages, total: Math.max(page.total, messages.length) };
}

/** The id to catch up from after a reconnect: the newest message held. */
export function lastSeenMessageId(state: RoomMessages | undefined): string | null {
  return state?.messages.at(-1)?.id ?? null;
}
