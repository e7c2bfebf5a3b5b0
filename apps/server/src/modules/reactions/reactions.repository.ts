import { and, eq, inArray, sql } from "drizzle-orm";
import { REACTOR_SAMPLE_SIZE, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { messageReactions, messages, users } from "../../db/schema.ts";

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

/** What a toggle did, and the message's reactions after it, as its author sees them. */
export interface ToggleOutcome {
  /** False when the message is gone or held: nothing was changed. */
  visible: boolean;
  added: boolean;
  reactions: (StoredReaction & { reacted: boolean })[];
}

type ToggleRow = {
  visible: boolean;
  added: boolean;
  emoji: ReactionEmoji | null;
  count: number;
  reactors: string[];
  reacted: boolean;
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
     * Adds the reaction, or removes it if it was there, and answers with the message's reactions
     * as they are now, in one statement: on PGlite every statement costs the server's own thread,
     * and game-day rooms toggle many times a second. The message must still be readable (live, not
     * held): the chat may have removed it since the toggle was authorized; then nothing changes
     * and `visible` is false. A data-modifying CTE's rows are not visible to the rest of its
     * statement, so the reactions are read as they were, this one user's emoji replaced by the
     * row the statement inserted (if any).
     */
    async toggle(messageId: string, userId: string, emoji: ReactionEmoji): Promise<ToggleOutcome> {
      const result = await db.execute(sql`
        with target as (
          select 1 from ${messages}
          where ${messages.id} = ${messageId}
            and ${messages.deletedAt} is null
            and ${messages.moderationStatus} <> 'quarantined'
        ), removed as (
          delete from ${messageReactions}
          where ${one(messageId, userId, emoji)} and exists (select 1 from target)
          returning 1
        ), inserted as (
          insert into ${messageReactions} (message_id, user_id, emoji)
          select ${messageId}, ${userId}, ${emoji} from target
          where not exists (select 1 from removed)
          on conflict do nothing
          returning user_id, emoji, created_at
        ), now_there as (
          select user_id, emoji, created_at from ${messageReactions}
          where message_id = ${messageId} and not (user_id = ${userId} and emoji = ${emoji})
          union all
          select user_id, emoji, created_at from inserted
        ), summary as (
          select r.emoji, count(*)::int as count,
            (array_agg(u.username order by r.created_at, u.username))[1:${sql.raw(String(REACTOR_SAMPLE_SIZE))}] as reactors,
            bool_or(r.user_id = ${userId}) as reacted
          from now_there r join ${users} u on u.id = r.user_id
          group by r.emoji
        )
        select exists (select 1 from target) as visible, exists (select 1 from inserted) as added,
          s.emoji, s.count, s.reactors, s.reacted
        from (select 1) as one left join summary s on true`);
      const rows = rowsOf<ToggleRow>(result);
      const first = rows[0];
      return {
        visible: first?.visible === true,
        added: first?.added === true,
        reactions: rows.flatMap(({ emoji, count, reactors, reacted }) =>
          emoji === null ? [] : [{ messageId, emoji, count, reactors, reacted }],
        ),
      };
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
