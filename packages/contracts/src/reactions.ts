import { z } from "zod";
import { inboundId } from "./ids.ts";

/**
 * Issue 15 §1: the reactions a fan can put on a message. 👍 is the default (the one-tap
 * reaction the bar offers first); the other eight are the sports-friendly set (docs/decisions.md).
 * The order is the order the picker and every summary show.
 */
export const DEFAULT_REACTION = "👍";
export const REACTION_EMOJI = [
  DEFAULT_REACTION,
  "🔥",
  "🎉",
  "😂",
  "😮",
  "😢",
  "👏",
  "🏆",
  "💯",
] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

/** What screen readers and the picker call each reaction. */
export const REACTION_LABELS: Record<ReactionEmoji, string> = {
  "👍": "thumbs up",
  "🔥": "fire",
  "🎉": "party",
  "😂": "laughing",
  "😮": "wow",
  "😢": "sad",
  "👏": "clap",
  "🏆": "trophy",
  "💯": "hundred",
};

/** How many reactor names a summary carries ("Ana, Ben, Cy and 4 others"). */
export const REACTOR_SAMPLE_SIZE = 3;
/** Per-user reaction toggles: per room and across rooms (our numbers, docs/decisions.md). */
export const REACTION_RATE_LIMIT = { max: 10, windowMs: 5_000 } as const;

export const REACTION_MESSAGES = {
  unknownReaction: "That reaction is not available.",
  tooFast: "You are reacting too fast.",
  cannotReact: "You cannot react to this message.",
} as const;

export const reactionEmojiSchema = z.enum(REACTION_EMOJI, {
  error: REACTION_MESSAGES.unknownReaction,
});

/** One emoji on one message, as one viewer sees it. */
export const reactionSummarySchema = z.object({
  emoji: reactionEmojiSchema,
  count: z.number().int().positive(),
  /** Whether the viewer is among the reactors. */
  reacted: z.boolean(),
  /** The first few reactors' usernames, oldest first (at most REACTOR_SAMPLE_SIZE). */
  reactors: z.array(z.string()).max(REACTOR_SAMPLE_SIZE),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const toggleReactionRequestSchema = z.object({ emoji: reactionEmojiSchema });
export type ToggleReactionRequest = z.infer<typeof toggleReactionRequestSchema>;

/** The reply to a toggle: the message's reactions after it, for the one who toggled. */
export const toggleReactionResponseSchema = z.object({
  messageId: z.uuid(),
  roomSlug: z.string(),
  reactions: z.array(reactionSummarySchema),
});
export type ToggleReactionResponse = z.infer<typeof toggleReactionResponseSchema>;

/**
 * One toggle as the room hears it: one emoji's new count and sample for everyone. It carries
 * who toggled and which way, so each client sets its own `reacted` only when it was the one
 * toggling (the count is the same for all).
 */
export const reactionUpdatedSchema = z.object({
  messageId: z.uuid(),
  roomSlug: z.string(),
  emoji: reactionEmojiSchema,
  count: z.number().int().min(0),
  reactors: z.array(z.string()).max(REACTOR_SAMPLE_SIZE),
  actorId: z.uuid(),
  added: z.boolean(),
});
export type ReactionUpdated = z.infer<typeof reactionUpdatedSchema>;

/**
 * The room broadcast of toggles (`reactions-updated`), in the order they were made. A room's
 * first toggle goes out at once; the ones made within its window after it go out together at the
 * window's end, so a hot play costs each fan one packet, not one per tap. The window is
 * REACTION_BROADCAST_WINDOW_MS, widened in big rooms up to REACTION_BROADCAST_MAX_WINDOW_MS
 * (the server's reactionWindowMs).
 */
export const reactionsUpdatedSchema = z.object({
  roomSlug: z.string(),
  updates: z.array(reactionUpdatedSchema).min(1),
});
export type ReactionsUpdated = z.infer<typeof reactionsUpdatedSchema>;
export const REACTION_BROADCAST_WINDOW_MS = 250;
export const REACTION_BROADCAST_MAX_WINDOW_MS = 1_000;

/** The socket twin of the REST toggle. */
export const toggleReactionPayloadSchema = toggleReactionRequestSchema.extend({
  messageId: inboundId(),
});
export type ToggleReactionPayload = z.infer<typeof toggleReactionPayloadSchema>;

/**
 * Applies a broadcast to a message's summaries as `viewerId` sees them: the emoji's count and
 * sample change for all; `reacted` changes only for the one who toggled. Order stays
 * REACTION_EMOJI's; an emoji at zero disappears.
 */
export function applyReactionUpdate(
  reactions: readonly ReactionSummary[],
  update: ReactionUpdated,
  viewerId: string | null,
): ReactionSummary[] {
  const current = reactions.find((r) => r.emoji === update.emoji);
  const reacted = update.actorId === viewerId ? update.added : (current?.reacted ?? false);
  const others = reactions.filter((r) => r.emoji !== update.emoji);
  const next =
    update.count > 0
      ? [
          ...others,
          { emoji: update.emoji, count: update.count, reacted, reactors: update.reactors },
        ]
      : others;
  return next.sort((a, b) => REACTION_EMOJI.indexOf(a.emoji) - REACTION_EMOJI.indexOf(b.emoji));
}
