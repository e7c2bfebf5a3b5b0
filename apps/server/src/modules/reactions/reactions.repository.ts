import { and, eq, inArray, sql } from "drizzle-orm";
import { REACTOR_SAMPLE_SIZE, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { Db } from "../../db/client.ts";
import { messageReactions, users } from "../../db/schema.ts";

/** One emoji on one message, for every viewer alike (no `reacted`). */
export interface StoredReaction {
  messageId: string;
  emoji: ReactionEmoji;
  count: number;
  /** The first REACTOR_SAMPLE_SIZE reactors' usernames, oldest first. */
  reactors: string[];
}

const counted = {
  messageId: messageReactions.messageId,
  emoji: messageReactions.emoji,
  count: sql<number>`count(*)::int`,
  // The username is a display column read in the owner's query (docs/architecture.md).
  reactors: sql<
    string[]
  >`(array_agg(${users.username} order by ${messageReactions.createdAt}, ${users.username}))[1:${sql.raw(String(REACTOR_SAMPLE_SIZE))}]`,
};

/** The only SQL on `message_reactions`. */
export function createReactionsRepository(db: Db) {
  const one = (messageId: string, userId: string, emoji: ReactionEmoji) =>
    and(
      eq(messageReactions.messageId, messageId),
      eq(messageReactions.userId, userId),
      eq(messageReactions.emoji, emoji),
    );

  return {
    /** Adds the reaction, or removes it if it was there; answers whether it is there now. */
    async toggle(messageId: string, userId: string, emoji: ReactionEmoji): Promise<boolean> {
      const removed = await db
        .delete(messageReactions)
        .where(one(messageId, userId, emoji))
        .returning({ userId: messageReactions.userId });
      if (removed.length > 0) return false;
      await db.insert(messageReactions).values({ messageId, userId, emoji }).onConflictDoNothing();
      return true;
    },

    /** Every message's reactions in one query (a history page, never one query per message). */
    async summaries(messageIds: readonly string[]): Promise<StoredReaction[]> {
      if (messageIds.length === 0) return [];
      return db
        .select(counted)
        .from(messageReactions)
        .innerJoin(users, eq(users.id, messageReactions.userId))
        .where(inArray(messageReactions.messageId, [...messageIds]))
        .groupBy(messageReactions.messageId, messageReactions.emoji);
    },

    /** The (message, emoji) pairs among these messages that one user reacted with. */
    async reactedBy(
      userId: string,
      messageIds: readonly string[],
    ): Promise<{ messageId: string; emoji: ReactionEmoji }[]> {
      if (messageIds.length === 0) return [];
      return db
        .select({ messageId: messageReactions.messageId, emoji: messageReactions.emoji })
        .from(messageReactions)
        .where(
          and(
            eq(messageReactions.userId, userId),
            inArray(messageReactions.messageId, [...messageIds]),
          ),
        );
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
