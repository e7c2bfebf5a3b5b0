import { z } from "zod";
import { inboundId } from "./ids.ts";
import { trimInvisible, visibleLength } from "./rules/text-safety.ts";
import { reactionSummarySchema } from "./reactions.ts";
import { roomAddressSchema } from "./room-address.ts";

/** spec 000 §5 Chat message, Appeal reason; §9 page sizes. */
export const MESSAGE_MAX_LENGTH = 1000;
export const APPEAL_REASON_MAX_LENGTH = 500;
export const REPORT_REASON_MAX_LENGTH = 500;
export const DEFAULT_MESSAGE_PAGE = 50;
export const ROOM_VIEW_MESSAGE_PAGE = 40;
export const MAX_MESSAGE_PAGE = 100;
/** Per-user send limit per room (our choice, docs/decisions.md). */
export const SEND_RATE_LIMIT = { max: 5, windowMs: 5_000 } as const;
export const SLOW_MODE_MAX_SECONDS = 120;
export const HOME_CHAT_REPORT_REASON = "Inappropriate content";
/** What a reply quotes once its parent is deleted: in history and, live, on every screen. */
export const DELETED_PARENT_TEXT = "This message was deleted.";

export const CHAT_MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  editEmpty: "An edit must not be empty",
  tooFast: "You are sending messages too fast.",
  muted: "You are muted and cannot post messages.",
  notFound: "Message not found",
  notYourMessage: "You can only edit or delete your own messages.",
  cannotReportOwn: "You cannot report your own message.",
  alreadyReported: "You have already reported this message.",
  reportReasonRequired: "Please give a reason for the report.",
  reportReasonTooLong: `A report reason must be at most ${REPORT_REASON_MAX_LENGTH} characters.`,
  appealReasonRequired: "Please explain why this message should be allowed.",
  appealReasonTooLong: `Your appeal must be at most ${APPEAL_REASON_MAX_LENGTH} characters.`,
  parentNotFound: "The message you are replying to no longer exists.",
  roomNotFound: "Room not found",
  slowModeForbidden: "Only moderators can change slow mode.",
  /** Issue 15 §3: a sideline room an hour after its game's final (403 on a send or an edit). */
  roomLocked: "This sideline room closed an hour after the final. You can still read it.",
  broadcastForbidden: "Only moderators can broadcast announcements.",
  tooManyReports: "You have sent too many reports. Please try again later.",
  tooManyAppeals: "You have sent too many appeals. Please try again later.",
  tooManyPendingAppeals:
    "You already have too many appeals waiting for review. Please wait for a moderator to answer them.",
  alreadyAppealed: "You have already appealed this message.",
  /** An appeal of a text the fan already posted in that room: nothing was blocked. */
  appealNotBlocked: "This message was not blocked: it is already in the chat.",
  /** A clientMessageId that names another fan's or another room's message. */
  idTaken: "This message id is already in use. Please send the message again.",
} as const;

export function slowModeMessage(secondsLeft: number): string {
  return `Slow mode is on. You can send another message in ${secondsLeft} s.`;
}

export const messageTypeSchema = z.enum(["system", "announcement", "normal"]);

/** Where a game stood when a message was posted in its room ("Q2 3:12, KC 14-10 BUF"). */
export const gameMomentSchema = z.object({
  label: z.string(),
  period: z.number().int().nullable(),
  clock: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  state: z.enum(["pre", "in", "post"]),
});
export type GameMoment = z.infer<typeof gameMomentSchema>;

/** spec 000 §3 Message, plus the author's favorite team as flair and the viewer's abilities. */
/** The viewer's abilities on a message (rules/chat-abilities.ts `messageAbilities`). */
export const messageAbilitiesSchema = z.object({
  canReply: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReport: z.boolean(),
  canModerate: z.boolean(),
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  /**
   * The server's order of messages (one database sequence for every node): clients sort by it,
   * never by `createdAt`, which is for display and comes from the sending node's clock.
   */
  seq: z.number().int().positive(),
  roomSlug: z.string(),
  userId: z.uuid().nullable(),
  user: z.object({ id: z.uuid(), username: z.string(), avatar: z.string().nullable() }).nullable(),
  username: z.string(),
  text: z.string(),
  messageText: z.string(),
  createdAt: z.string(),
  isEdited: z.boolean(),
  type: messageTypeSchema,
  parentMessageId: z.uuid().nullable(),
  parentMessage: z.object({ user: z.string(), text: z.string() }).nullable(),
  roomName: z.string(),
  roomUrl: z.string(),
  /** spec 000 §3: the room's address (kind and ids); null for a slug no room parses from. */
  room: roomAddressSchema.nullable(),
  flair: z.string().nullable(),
  moderationStatus: z.enum(["visible", "quarantined"]),
  gameMoment: gameMomentSchema.nullable(),
  /**
   * In history pages only, for the one reader who asked. Live events are the same payload for
   * every reader and leave it out; clients then apply `messageAbilities` to the message.
   */
  abilities: messageAbilitiesSchema.optional(),
  /** Issue 15 §1: the message's reactions for the viewer (empty on a message just sent). */
  reactions: z.array(reactionSummarySchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const roomSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const messageIdParamsSchema = z.object({
  id: inboundId(CHAT_MESSAGES.notFound),
});

export const listMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE).default(DEFAULT_MESSAGE_PAGE),
  offset: z.coerce.number().int().min(0).default(0),
  /** Reconnect catch-up: only messages after this message id (server order, oldest first). */
  after: inboundId().optional(),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

export const listMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ListMessagesResponse = z.infer<typeof listMessagesResponseSchema>;

const messageTextSchema = z
  .string({ error: CHAT_MESSAGES.empty })
  .refine((t) => visibleLength(t) > 0, { error: CHAT_MESSAGES.empty, abort: true })
  .refine((t) => t.trim().length <= MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong });

/** Issue 15 §4: the longest spoiler delay a fan may set, in seconds. */
export const SPOILER_DELAY_MAX_SECONDS = 120;

export const sendMessageRequestSchema = z.object({
  messageText: messageTextSchema,
  parentMessageId: inboundId().nullish(),
  /**
   * Issue 15 §4: how many seconds behind live the sender is watching; the server stamps the
   * message's game moment from that long ago.
   */
  spoilerDelaySeconds: z.number().int().min(0).max(SPOILER_DELAY_MAX_SECONDS).optional(),
  /**
   * Ours: the id the client chose for this message, kept while it retries the same text. A send
   * whose answer was lost (a timeout) may have been stored; sent again with the same id, the
   * server answers with the stored message instead of posting it twice.
   */
  clientMessageId: inboundId().optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const messageResponseSchema = z.object({ message: chatMessageSchema });

export const editMessageRequestSchema = z.object({
  text: z
    .string({ error: CHAT_MESSAGES.editEmpty })
    .refine((t) => visibleLength(t) > 0, { error: CHAT_MESSAGES.editEmpty, abort: true })
    .refine((t) => t.trim().length <= MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong }),
});

export const reportMessageRequestSchema = z.object({
  reason: z
    .string({ error: CHAT_MESSAGES.reportReasonRequired })
    .overwrite(trimInvisible)
    .min(1, { error: CHAT_MESSAGES.reportReasonRequired })
    .max(REPORT_REASON_MAX_LENGTH, { error: CHAT_MESSAGES.reportReasonTooLong }),
});

/** spec 000 §3 Appeal: messageText, filterInfo, appealReason, timestamp. */
export const appealRequestSchema = z.object({
  // An approval posts this text as a message: it meets a message's rules.
  messageText: messageTextSchema,
  filterInfo: z
    .object({
      reason: z.string().max(500).optional(),
      categories: z.array(z.string().max(50)).max(20).optional(),
      toxicityScore: z.number().min(0).max(1).optional(),
      roomSlug: z.string().max(120).optional(),
    })
    // Only what the filter said is kept: anything else a client adds is dropped, not stored.
    .optional(),
  appealReason: z
    .string({ error: CHAT_MESSAGES.appealReasonRequired })
    .overwrite(trimInvisible)
    .min(1, { error: CHAT_MESSAGES.appealReasonRequired })
    .max(APPEAL_REASON_MAX_LENGTH, { error: CHAT_MESSAGES.appealReasonTooLong }),
  timestamp: z.string().max(40).optional(),
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

export const appealResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appeal: z.object({ id: z.uuid(), status: z.enum(["pending", "approved", "rejected"]) }),
});

export const slowModeRequestSchema = z.object({
  seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS),
});
/**
 * Why the viewer may not post in a room they can read (a custom team's mute, or a public team's
 * room read by a non-member); a mute says until when (ISO time, null = permanent).
 */
export const postingRestrictionSchema = z.object({
  message: z.string(),
  mutedUntil: z.string().nullable().optional(),
});
export type PostingRestriction = z.infer<typeof postingRestrictionSchema>;

export const slowModeSourceSchema = z.enum(["auto", "moderator"]);
export type SlowModeSource = z.infer<typeof slowModeSourceSchema>;

/**
 * What every reader of a room gets when its settings change (the `room-settings` event). Issue
 * 15 §3: `slowModeSource` says whether the game-state autopilot or a moderator set the slow
 * mode (null: nobody has); `locksAt` is when a sideline room turns read-only after its game's
 * final (ISO time; null: it does not).
 */
export const roomSettingsChangedSchema = z.object({
  roomSlug: z.string(),
  slowModeSeconds: z.number().int(),
  slowModeSource: slowModeSourceSchema.nullable().optional(),
  locksAt: z.string().nullable().optional(),
});
export type RoomSettingsChanged = z.infer<typeof roomSettingsChangedSchema>;

export const roomSettingsSchema = roomSettingsChangedSchema.extend({
  /** For the viewer only (GET settings); the room-wide settings event leaves it out. */
  postingRestriction: postingRestrictionSchema.nullable().optional(),
  /** For the viewer only (GET settings): rules/chat-abilities.ts `roomAbilities`. */
  abilities: z.object({ canSetSlowMode: z.boolean(), canAnnounce: z.boolean() }).optional(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;
