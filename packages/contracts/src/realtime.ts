import { z } from "zod";
import {
  chatMessageSchema,
  type ChatMessage,
  type PostingRestriction,
  type RoomSettingsChanged,
} from "./chat.ts";
import { sendMessageRequestSchema } from "./chat.ts";
import type { JoinRequestDecision } from "./custom-team-management.ts";
import type { Game } from "./sports.ts";
import type { MentionNotification } from "./mentions.ts";
import type {
  ReactionsUpdated,
  ToggleReactionPayload,
  ToggleReactionResponse,
} from "./reactions.ts";
import type { MembershipUpdated } from "./billing.ts";
import type { AdminLevel } from "./constants.ts";
import type {
  ModerationAlert,
  ModerationQueueEvent,
  ModerationResolved,
  UserAppeal,
} from "./admin-moderation.ts";

/**
 * The one list of Socket.IO events (spec 000 §7 Realtime). Server and web use these maps as the
 * generics of Server<> / Socket<>; inbound payloads are still parsed with the schemas below.
 */
export const roomPayloadSchema = z.object({ roomSlug: z.string().min(1).max(120) });
export type RoomPayload = z.infer<typeof roomPayloadSchema>;

export const sendMessagePayloadSchema = sendMessageRequestSchema.extend({
  roomSlug: z.string().min(1).max(120),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const typingPayloadSchema = z.object({
  roomSlug: z.string().min(1).max(120),
  username: z.string().max(40).optional(),
});
export type TypingPayload = { roomSlug: string; username: string };

export const presencePayloadSchema = z.object({
  roomSlug: z.string(),
  userId: z.uuid(),
  username: z.string(),
  onlineCount: z.number().int(),
});
export type PresencePayload = z.infer<typeof presencePayloadSchema>;

/**
 * The handshake's refusal while the server cannot check the session (PostgreSQL is away): the
 * token may be good, so the client tries again shortly rather than refreshing or signing out.
 */
export const SOCKET_SERVICE_UNAVAILABLE = "service unavailable";

/** Refusals of the socket layer's budgets (docs/decisions.md, abuse budgets: chat). */
export const REALTIME_MESSAGES = {
  joiningTooFast: "You are joining rooms too fast. Please wait a moment and try again.",
  tooManyRooms: "You have too many rooms open at once. Leave one before joining another.",
  /** An event no handler takes (a typo, an old client): said, not left to the client's timeout. */
  unknownEvent: "This action is not known to the server.",
} as const;

/**
 * A refusal in an ack; a content-filter block adds reason, categories and toxicityScore, a mute
 * in a custom team's room adds mutedUntil (null: permanent).
 */
export interface AckError {
  error: string;
  status: number;
  details?: string[];
  reason?: string;
  categories?: string[];
  toxicityScore?: number;
  mutedUntil?: string | null;
  /** On 503 (the database or Redis did not answer): when to try again. */
  retryAfterSeconds?: number;
}

export type JoinRoomAck = { ok: true; roomSlug: string; onlineCount: number } | AckError;
export type SendMessageAck = { ok: true; message: ChatMessage } | AckError;
export type ToggleReactionAck = ({ ok: true } & ToggleReactionResponse) | AckError;

export interface ServerToClientEvents {
  "new-message": (message: ChatMessage) => void;
  /** A staff announcement (type 'announcement') sent with broadcast-message; shown like a new message. */
  "room-message-broadcast": (message: ChatMessage) => void;
  "message-edited": (message: ChatMessage) => void;
  "message-deleted": (payload: { id: string; roomSlug: string }) => void;
  "typing-start": (payload: TypingPayload) => void;
  "typing-stop": (payload: TypingPayload) => void;
  /** Issue 15 §1: reactions toggled in the room, batched (every node, through the adapter). */
  "reactions-updated": (batch: ReactionsUpdated) => void;
  /** Issue 15 §1: to the mentioned fan's own sockets, for the in-app badge. */
  mentioned: (mention: MentionNotification) => void;
  /**
   * To the mentioned fans' own sockets when a message that mentioned them was deleted (by its
   * author, staff or the filter): the badge and the list drop it, text and all.
   */
  "mention-withdrawn": (payload: { messageId: string }) => void;
  "user-joined": (payload: PresencePayload) => void;
  "user-left": (payload: PresencePayload) => void;
  "room-settings": (payload: RoomSettingsChanged) => void;
  /**
   * To one fan's own sockets when their standing in a custom team changes (muted, unmuted,
   * joined, removed): whether they may post in each of its rooms now (null: they may).
   */
  "posting-restriction": (payload: {
    roomSlug: string;
    postingRestriction: PostingRestriction | null;
  }) => void;
  /**
   * To a fan's own sockets when staff mute or unmute them, or their mute runs out: the composer
   * says so at once, in every room, before any send.
   */
  "mute-changed": (payload: { muted: boolean; mutedUntil: string | null }) => void;
  /**
   * To a fan's own sockets that were just sent out of a room they may no longer read (blocked or
   * removed from its team, the team went private): the open page asks again and says why.
   */
  "room-access-lost": (payload: { roomSlug: string }) => void;
  /**
   * To every socket of a node whose Redis link came back after an outage: other nodes' messages
   * of that time may never have reached it, so clients join their rooms again to catch up.
   */
  resync: () => void;
  /** A game changed (score, clock, status): sent to its game, sideline, team and league rooms and home. */
  "score-update": (game: Game) => void;
  /**
   * A custom game was edited (score, status, time, place) or deleted: sent to its room, whose
   * readers ask for the game again.
   */
  "custom-game-updated": (payload: { gameId: string }) => void;
  /** Sent to the requester's own sockets when the owner or a team admin decides a join request. */
  "join-request-decided": (notice: JoinRequestDecision) => void;
  /** A superadmin changed the user's role: sent to them, so the staff pages open or close. */
  "role-changed": (payload: { adminLevel: AdminLevel }) => void;
  /** The user's membership tier changed (billing webhook, plan change, admin): sent to them. */
  "membership-updated": (payload: MembershipUpdated) => void;
  /** Staff (mod and above) only: a report, held message or appeal arrived (issue 13). */
  "moderation-queue": (event: ModerationQueueEvent) => void;
  /** Staff only: a moderator decided an item, so other consoles drop it from their queue. */
  "moderation-resolved": (event: ModerationResolved) => void;
  /** Staff only, when AI settings' notifyModerators is on: the filter flagged, held or blocked. */
  "moderation-alert": (alert: ModerationAlert) => void;
  /** To the appellant: staff decided one of their appeals. */
  "appeal-decided": (appeal: UserAppeal) => void;
}

export interface ClientToServerEvents {
  "join-room": (payload: RoomPayload, ack?: (result: JoinRoomAck) => void) => void;
  "leave-room": (payload: RoomPayload, ack?: (result: { ok: true } | AckError) => void) => void;
  "send-message": (payload: SendMessagePayload, ack?: (result: SendMessageAck) => void) => void;
  /** Moderators and above: post an announcement to the room (spec 000 §7 "broadcast"). */
  "broadcast-message": (
    payload: SendMessagePayload,
    ack?: (result: SendMessageAck) => void,
  ) => void;
  "typing-start": (payload: TypingPayload) => void;
  "typing-stop": (payload: TypingPayload) => void;
  /** Issue 15 §1: toggle one reaction, as POST /api/chat/messages/:id/reactions does. */
  "toggle-reaction": (
    payload: ToggleReactionPayload,
    ack?: (result: ToggleReactionAck) => void,
  ) => void;
}

export { chatMessageSchema };
