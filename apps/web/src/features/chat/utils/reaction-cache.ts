import {
  applyReactionUpdate,
  type ReactionSummary,
  type ReactionUpdated,
} from "@huddle/contracts/reactions";
import type { RoomMessages } from "./message-cache";

/** Replaces one message's reactions (the answer to the viewer's own toggle). */
export function setMessageReactions(
  state: RoomMessages,
  messageId: string,
  reactions: ReactionSummary[],
): RoomMessages {
  if (!state.messages.some((m) => m.id === messageId)) return state;
  return {
    ...state,
    messages: state.messages.map((m) => (m.id === messageId ? { ...m, reactions } : m)),
  };
}

/** Applies one toggle of a room's `reactions-updated` broadcast as the viewer sees it. */
export function applyReactionBroadcast(
  state: RoomMessages,
  update: ReactionUpdated,
  viewerId: string | null,
): RoomMessages {
  const message = state.messages.find((m) => m.id === update.messageId);
  if (!message) return state;
  return setMessageReactions(
    state,
    update.messageId,
    applyReactionUpdate(message.reactions, update, viewerId),
  );
}
