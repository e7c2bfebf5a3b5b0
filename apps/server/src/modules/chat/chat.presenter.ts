import { DELETED_PARENT_TEXT, type ChatMessage } from "@huddle/contracts/chat";
import type { ReactionSummary } from "@huddle/contracts/reactions";
import { addressOf, roomDisplayName, roomFromSlug, roomUrl } from "@huddle/contracts/rules/room";
import type { MessageRecord } from "./messages.repository.ts";

const SYSTEM_USERNAME = "Huddle";
/** A parent held for review: readers learn nothing of its text (docs/decisions.md). */
const HIDDEN_PARENT_TEXT = "This message is not available.";

/**
 * spec 000 §3 Message, from a stored record. `rewrite` applies the viewer's word filter to the
 * text, the quoted parent and the author's flair. `reactions` are the viewer's view of them; a
 * broadcast (new or edited message) carries none, and clients keep those they already show.
 */
export function presentMessage(
  record: MessageRecord,
  rewrite: (text: string) => string = (t) => t,
  reactions: ReactionSummary[] = [],
): ChatMessage {
  const { message, author, parent } = record;
  const room = roomFromSlug(message.roomSlug);
  const text = rewrite(message.text);
  const username = author?.username ?? SYSTEM_USERNAME;
  return {
    id: message.id,
    seq: message.seq,
    roomSlug: message.roomSlug,
    userId: author?.id ?? null,
    user: author ? { id: author.id, username: author.username, avatar: author.avatar } : null,
    username,
    text,
    messageText: text,
    createdAt: message.createdAt.toISOString(),
    isEdited: message.isEdited,
    type: message.type,
    parentMessageId: message.parentMessageId,
    parentMessage: parent
      ? {
          user: parent.username ?? SYSTEM_USERNAME,
          text:
            parent.text !== null
              ? rewrite(parent.text)
              : parent.deleted
                ? DELETED_PARENT_TEXT
                : HIDDEN_PARENT_TEXT,
        }
      : null,
    roomName: room.ok ? roomDisplayName(room.room) : message.roomSlug,
    roomUrl: room.ok ? roomUrl(room.room) : "/room",
    room: room.ok ? addressOf(room.room) : null,
    // The flair is the author's own text on every message: the viewer's word filter applies too.
    flair: author?.favoriteTeam ? rewrite(author.favoriteTeam) : null,
    moderationStatus: message.moderationStatus === "quarantined" ? "quarantined" : "visible",
    gameMoment: message.gameMoment ?? null,
    reactions,
  };
}
