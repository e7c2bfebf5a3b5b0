import { and, eq, inArray, sql } from "drizzle-orm";
import { REACTOR_SAMPLE_SIZE, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { Database } from "../../db/client.ts";
import { createGroupCommit } from "../../lib/group-commit.ts";
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

/** What a toggle did, and the message's reactions after it, as its author sees them. */
export interface ToggleOutcome {
  /** False when the message is gone or held: nothing was changed. */
  visible: boolean;
  added: boolean;
  reactions: (StoredReaction & { reacted: boolean })[];
}

/**
 * How long a toggle waits for others to share its statement (see toggleOne). Others see it in
 * the room's next reactions-updated, up to 250 ms later anyway; the toggler's own answer stays
 * well under the ~100 ms a tap can feel. 15 ms until 2026-11-30: near capacity a batch then held
 * ~4 toggles, and each statement costs ~1 ms of PGlite on the server's thread.
 */
const TOGGLE_LINGER_MS = 50;

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

/**
 * Toggles, each (message, user, emoji) at most once, in one statement. A message must still be
 * readable (live, not held): the chat may have removed it since the toggle was authorized; then
 * nothing changes for it and `visible` is false. A data-modifying CTE's rows are not visible to
 * the rest of its statement, so the reactions are read as they were, the toggled emojis replaced
 * by the rows the statement inserted. The batch arrives as four parallel arrays, so the text is
 * the same for any batch size and the statement is planned once per connection.
 */
const TOGGLE_STATEMENT = `
  with items (n, message_id, user_id, emoji) as (
    select * from unnest($1::int[], $2::uuid[], $3::uuid[], $4::text[])
  ), targets as (
    select id from messages
    where id in (select message_id from items)
      and deleted_at is null and moderation_status <> 'quarantined'
  ), removed as (
    delete from message_reactions r using items i
    where r.message_id = i.message_id and r.user_id = i.user_id and r.emoji = i.emoji
      and r.message_id in (select id from targets)
    returning r.message_id, r.user_id, r.emoji
  ), inserted as (
    insert into message_reactions (message_id, user_id, emoji)
    select i.message_id, i.user_id, i.emoji from items i
    where i.message_id in (select id from targets)
      and not exists (
        select 1 from removed d
        where d.message_id = i.message_id and d.user_id = i.user_id and d.emoji = i.emoji
      )
    on conflict do nothing
    returning message_id, user_id, emoji, created_at
  ), now_there as (
    select r.message_id, r.user_id, r.emoji, r.created_at from message_reactions r
    where r.message_id in (select message_id from items)
      and not exists (
        select 1 from items i
        where i.message_id = r.message_id and i.user_id = r.user_id and i.emoji = r.emoji
      )
    union all
    select message_id, user_id, emoji, created_at from inserted
  ), summary as (
    select r.message_id, r.emoji, count(*)::int as count, min(r.created_at) as first_at,
      (array_agg(u.username order by r.created_at, u.username))[1:${REACTOR_SAMPLE_SIZE}] as reactors,
      array_agg(r.user_id) as reactor_ids
    from now_there r join users u on u.id = r.user_id
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
  order by i.n, s.first_at, s.emoji`;

/** The only SQL on `message_reactions`. */
export function createReactionsRepository({ db, prepare }: Pick<Database, "db" | "prepare">) {
  const toggleStatement = prepare<ToggleRow>("reactions_toggle", TOGGLE_STATEMENT);

  async function toggleAll(items: readonly Toggle[]): Promise<ToggleOutcome[]> {
    const rows = await toggleStatement([
      items.map((_, n) => n),
      items.map((item) => item.messageId),
      items.map((item) => item.userId),
      items.map((item) => item.emoji),
    ]);
    const outcomes = items.map((): ToggleOutcome => ({
      visible: false,
      added: false,
      reactions: [],
    }));
    for (const row of rows) {
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
    // Even planned once, a statement costs PGlite ~1.3 ms of the server's own thread whether it
    // carries one toggle or five, so a toggle waits a moment for others to share it; the room
    // hears it in its next broadcast window (250 ms) anyway.
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
     * as they are now. Toggles made within TOGGLE_LINGER_MS of each other, or queued behind
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
