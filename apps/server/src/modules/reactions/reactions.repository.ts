import { and, eq, inArray, sql } from "drizzle-orm";
import { REACTOR_SAMPLE_SIZE, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { Db } from "../../db/client.ts";
import { createGroupCommit } from "../../lib/group-commit.ts";
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

/** How long a toggle waits for others to share its statement (see toggleOne). */
const TOGGLE_LINGER_MS = 15;

type Toggle = { messageId: string; userId: string; emoji: ReactionEmoji };

type ToggleRow = {
  n: number;
  visible: boolean;
  added: boolean;
  emoji: ReactionEmoji | null;
  count: number;
  reactors: string[];
  reacted: boolean;
};

/** The only SQL on `message_reactions`. */
export function createReactionsRepository(db: Db) {
  /**
   * Toggles, each (message, user, emoji) at most once, in one statement. A message must still
   * be readable (live, not held): the chat may have removed it since the toggle was authorized;
   * then nothing changes for it and `visible` is false. A data-modifying CTE's rows are not
   * visible to the rest of its statement, so the reactions are read as they were, the toggled
   * emojis replaced by the rows the statement inserted.
   */
  async function toggleAll(items: readonly Toggle[]): Promise<ToggleOutcome[]> {
    const values = sql.join(
      items.map(
        (item, n) =>
          sql`(${n}::int, ${item.messageId}::uuid, ${item.userId}::uuid, ${item.emoji}::text)`,
      ),
      sql`, `,
    );
    const result = await db.execute(sql`
      with items (n, message_id, user_id, emoji) as (values ${values}),
      targets as (
        select ${messages.id} as id from ${messages}
        where ${messages.id} in (select message_id from items)
          and ${messages.deletedAt} is null
          and ${messages.moderationStatus} <> 'quarantined'
      ), removed as (
        delete from ${messageReactions} r using items i
        where r.message_id = i.message_id and r.user_id = i.user_id and r.emoji = i.emoji
          and r.message_id in (select id from targets)
        returning r.message_id, r.user_id, r.emoji
      ), inserted as (
        insert into ${messageReactions} (message_id, user_id, emoji)
        select i.message_id, i.user_id, i.emoji from items i
        where i.message_id in (select id from targets)
          and not exists (
            select 1 from removed d
            where d.message_id = i.message_id and d.user_id = i.user_id and d.emoji = i.emoji
          )
        on conflict do nothing
        returning message_id, user_id, emoji, created_at
      ), now_there as (
        select r.message_id, r.user_id, r.emoji, r.created_at from ${messageReactions} r
        where r.message_id in (select message_id from items)
          and not exists (
            select 1 from items i
            where i.message_id = r.message_id and i.user_id = r.user_id and i.emoji = r.emoji
          )
        union all
        select message_id, user_id, emoji, created_at from inserted
      ), summary as (
        select r.message_id, r.emoji, count(*)::int as count, min(r.created_at) as first_at,
          (array_agg(u.username order by r.created_at, u.username))[1:${sql.raw(String(REACTOR_SAMPLE_SIZE))}] as reactors,
          array_agg(r.user_id) as reactor_ids
        from now_there r join ${users} u on u.id = r.user_id
        group by r.message_id, r.emoji
      )
      select i.n,
        i.message_id in (select id from targets) as visible,
        exists (
          select 1 from inserted x
          where x.message_id = i.message_id and x.user_id = i.user_id and x.emoji = i.emoji
        ) as added,
        s.emoji, s.count, s.reactors, coalesce(i.user_id = any(s.reactor_ids), false) as reacted
      from items i left join summary s on s.message_id = i.message_id
      order by i.n, s.first_at, s.emoji`);
    const outcomes = items.map((): ToggleOutcome => ({
      visible: false,
      added: false,
      reactions: [],
    }));
    for (const row of rowsOf<ToggleRow>(result)) {
      const outcome = outcomes[row.n]!;
      outcome.visible = row.visible;
      outcome.added = row.added;
      if (row.emoji !== null) {
        const { emoji, count, reactors, reacted } = row;
        outcome.reactions.push({
          messageId: items[row.n]!.messageId,
          emoji,
          count,
          reactors,
          reacted,
        });
      }
    }
    return outcomes;
  }

  const toggleKey = (t: Toggle) => `${t.messageId}|${t.userId}|${t.emoji}`;
  const toggleOne = createGroupCommit<Toggle, ToggleOutcome>({
    // Planning this statement costs several times running it (~4 ms against ~0.5 ms on PGlite),
    // so a toggle waits a moment for others to share it; the room hears it in its next broadcast
    // window (250 ms) anyway.
    lingerMs: TOGGLE_LINGER_MS,
    writeOne: async (item) => (await toggleAll([item]))[0]!,
    async writeMany(batch) {
      // A double tap queued twice must flip twice, in order: one statement cannot.
      if (new Set(batch.map(toggleKey)).size === batch.length) return toggleAll(batch);
      const outcomes: ToggleOutcome[] = [];
      for (const item of batch) outcomes.push(...(await toggleAll([item])));
      return outcomes;
    },
  });

  return {
    /**
     * Adds the reaction, or removes it if it was there, and answers with the message's reactions
     * as they are now. Toggles made within a few milliseconds of each other, or queued behind
     * one being written, go out together as one statement (lib/group-commit.ts): on PGlite every
     * statement costs the server's own thread, and game-day rooms toggle many times a second.
     */
    toggle: (messageId: string, userId: string, emoji: ReactionEmoji): Promise<ToggleOutcome> =>
      toggleOne({ messageId, userId, emoji }),

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
