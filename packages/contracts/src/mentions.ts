import { z } from "zod";

/**
 * Issue 15 §1 mentions. A mention is `@` followed by a username as usernames are made (3–20
 * letters, digits, `_` or `-`, spec 000 §5), not preceded by a letter, digit or one of those
 * characters (so `me@example.com` mentions nobody) and not followed by another (so `@abcdefghij
 * klmnopqrstuv` longer than 20 is no mention). Usernames compare case-insensitively.
 */
export const MENTION_PATTERN = /(?<![A-Za-z0-9_@-])@([A-Za-z0-9_-]{3,20})(?![A-Za-z0-9_-])/g;
/** At most this many people are notified per message; the rest of the @names stay plain text. */
export const MAX_MENTIONS_PER_MESSAGE = 5;
export const MENTION_SUGGESTION_LIMIT = 8;

/** The distinct usernames a text mentions (lower case, first appearance first, capped). */
export function parseMentions(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]!.toLowerCase();
    if (!names.includes(name)) names.push(name);
    if (names.length === MAX_MENTIONS_PER_MESSAGE) break;
  }
  return names;
}

export type TextSegment = { kind: "text"; text: string } | { kind: "mention"; username: string };

/** A text cut into plain runs and @mentions, for highlighting (the `@` is not in `username`). */
export function splitMentions(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (match.index > last) segments.push({ kind: "text", text: text.slice(last, match.index) });
    segments.push({ kind: "mention", username: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/**
 * The @word being typed at `caret` in a composer ("go @ja|" → { query: "ja", start: 3 }), or
 * null. An empty query (just "@") still suggests.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { query: string; start: number } | null {
  const match = /(?<![A-Za-z0-9_@-])@([A-Za-z0-9_-]{0,20})$/.exec(text.slice(0, caret));
  return match ? { query: match[1]!, start: match.index } : null;
}

/** Per user per room: what the room may notify them of (issue 15 §1). */
export const ROOM_NOTIFICATION_LEVELS = ["all", "mentions", "nothing"] as const;
export const roomNotificationLevelSchema = z.enum(ROOM_NOTIFICATION_LEVELS);
export type RoomNotificationLevel = z.infer<typeof roomNotificationLevelSchema>;
/** A room nobody chose a level for notifies as it did before levels existed. */
export const DEFAULT_ROOM_NOTIFICATION_LEVEL: RoomNotificationLevel = "all";
export const ROOM_NOTIFICATION_LEVEL_LABELS: Record<RoomNotificationLevel, string> = {
  all: "All messages",
  mentions: "Mentions only",
  nothing: "Nothing",
};

export const roomNotificationLevelBodySchema = z.object({ level: roomNotificationLevelSchema });
export const roomNotificationLevelResponseSchema = z.object({
  roomSlug: z.string(),
  level: roomNotificationLevelSchema,
});
export type RoomNotificationLevelResponse = z.infer<typeof roomNotificationLevelResponseSchema>;

/** One in-app mention notification. */
export const mentionNotificationSchema = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  roomSlug: z.string(),
  roomName: z.string(),
  roomUrl: z.string(),
  author: z.string(),
  /** The message text as the mentioned fan would read it. */
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type MentionNotification = z.infer<typeof mentionNotificationSchema>;

export const mentionsResponseSchema = z.object({
  unread: z.number().int().min(0),
  mentions: z.array(mentionNotificationSchema),
});
export type MentionsResponse = z.infer<typeof mentionsResponseSchema>;

export const mentionSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(""),
});
export const mentionSuggestionSchema = z.object({
  username: z.string(),
  avatar: z.string().nullable(),
  /** Why they come first: online in this room, or someone the viewer follows. */
  source: z.enum(["room", "following"]),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
export const mentionSuggestionsResponseSchema = z.object({
  suggestions: z.array(mentionSuggestionSchema),
});
