import { and, eq, inArray, sql } from "drizzle-orm";
import { REACTOR_SAMPLE_SIZE, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
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
    /**
     * Adds the reaction, or removes it if it was there; answers whether it is there now. One
     * statement, so one commit: on PGlite every statement that writes costs the server's own
     * thread, and a toggle used to take two (delete, then insert).
     */
    async toggle(messageId: string, userId: string, emoji: ReactionEmoji): Promise<boolean> {
      const rows = await db.execute(sql`
        with removed as (
          delete from ${messageReactions}
          where ${one(messageId, userId, emoji)}
          returning 1
        ), inserted as (
          insert into ${messageReactions} (message_id, user_id, emoji)
          select ${messageId}, ${userId}, ${emoji}
          where not exists (select 1 from removed)
          on conflict do nothing
          returning 1
        )
        select exists (select 1 from inserted) as added`);
      return rowsOf<{ added: boolean }>(rows)[0]?.added === true;
    },

    /**
     * One message's reactions and which of them `viewerId` gave, in one query: what a toggle
     * answers its author.
     */
    async summaryFor(
      messageId: string,
      viewerId: string,
    ): Promise<(StoredReaction & { reacted: boolean })[]> {
      return db
        .select({
          ...counted,
          reacted: sql<boolean>`bool_or(${messageReactions.userId} = ${viewerId})`,
        })
        .from(messageReactions)
        .innerJoin(users, eq(users.id, messageReactions.userId))
        .where(eq(messageReactions.messageId, messageId))
        .groupBy(messageReactions.messageId, messageReactions.emoji);
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
