import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { GameMoment } from "@huddle/contracts/chat";
import type { Database } from "../../db/client.ts";
import { systemClock, type Clock } from "../../lib/clock.ts";
import { createGroupCommit } from "../../lib/group-commit.ts";
import { messages, moderationDecisions, users, type MessageRow } from "../../db/schema.ts";

const parent = alias(messages, "parent");
const parentAuthor = alias(users, "parent_author");

/** A message with what its presenter needs: author and the replied-to message. */
export interface MessageRecord {
  message: MessageRow;
  author: {
    id: string;
    username: string;
    avatar: string | null;
    favoriteTeam: string | null;
  } | null;
  /** The replied-to message; `text` is null when readers may not see it (deleted or held). */
  parent: { text: string | null; username: string | null; deleted: boolean } | null;
}

/** A live message's room and author (neither ever changes) and its moderation status. */
export interface MessagePlacement {
  roomSlug: string;
  authorId: string | null;
  moderationStatus: MessageRow["moderationStatus"];
}

/** Whether readers may see a message: live and not held for review (mirrors `visibleIn`). */
export function isVisibleToReaders(message: {
  deletedAt: Date | null;
  moderationStatus: MessageRow["moderationStatus"] | null;
}): boolean {
  return !message.deletedAt && message.moderationStatus !== "quarantined";
}

export interface NewMessage {
  /** Chosen by the sender's client for a retry-safe send; a fresh one otherwise. */
  id?: string;
  roomSlug: string;
  userId: string | null;
  text: string;
  type?: MessageRow["type"];
  parentMessageId?: string | null;
  moderationStatus?: MessageRow["moderationStatus"];
  toxicityScore?: number | null;
  gameMoment?: GameMoment | null;
}

export interface FilterDecisionRecord {
  userId: string;
  roomSlug: string;
  text: string;
  decision: "block" | "quarantine" | "flag";
  categories: string[];
  scores: Record<string, number>;
  toxicityScore: number;
}

/**
 * A plain send's insert, the hottest statement there is: one text for any number of messages
 * (parallel arrays, so it is planned once per connection), every value bound as text and cast
 * here (a value left out takes the schema's default), and the row answered with the schema's
 * property names.
 */
const INSERT_STATEMENT = `
  insert into messages (id, room_slug, user_id, text, type, parent_message_id, moderation_status,
    toxicity_score, game_moment, created_at)
  select id::uuid, room_slug, user_id::uuid, text, type::message_type, parent_message_id::uuid,
    moderation_status::message_moderation_status, toxicity_score::real, game_moment::jsonb,
    created_at::timestamptz
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::text[], $10::text[])
    as t(id, room_slug, user_id, text, type, parent_message_id, moderation_status, toxicity_score,
      game_moment, created_at)
  returning ${Object.entries(getTableColumns(messages))
    .map(([property, column]) => `${column.name} as "${property}"`)
    .join(", ")}`;

type IdentifiedMessage = NewMessage & { id: string };

/** As returned; node-postgres answers a bigint as a string, PGlite as a number. */
type InsertedRow = Omit<MessageRow, "seq"> & { seq: number | string };

/**
 * `clock` stamps `createdAt`, the time readers see. Order never rests on it: nodes' clocks differ,
 * so the database's `seq` orders history and catch-up.
 */
export function createMessagesRepository(
  { db, prepare }: Pick<Database, "db" | "prepare">,
  clock: Clock = systemClock,
) {
  const stamped = <T extends NewMessage>(values: T) => ({ ...values, createdAt: clock.now() });
  const insertStatement = prepare<InsertedRow>("messages_insert", INSERT_STATEMENT);
  // Sends that arrive while an insert is in flight are written together (docs/performance.md).
  // Each message's id is chosen once, when it is queued: it pairs the returned rows with their
  // callers, and a batch retried row by row writes the same ids, never a second copy.
  async function insertAll(batch: readonly IdentifiedMessage[]): Promise<MessageRow[]> {
    const rows = batch.map((values) => stamped(values));
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    const inserted = await insertStatement([
      column((r) => r.id),
      column((r) => r.roomSlug),
      column((r) => r.userId),
      column((r) => r.text),
      column((r) => r.type ?? messages.type.default),
      column((r) => r.parentMessageId ?? null),
      column((r) => r.moderationStatus ?? messages.moderationStatus.default),
      column((r) => (r.toxicityScore == null ? null : String(r.toxicityScore))),
      column((r) => (r.gameMoment ? JSON.stringify(r.gameMoment) : null)),
      column((r) => r.createdAt.toISOString()),
    ]);
    const written = new Map(inserted.map((row) => [row.id, { ...row, seq: Number(row.seq) }]));
    return rows.map((r) => {
      const row = written.get(r.id);
      if (!row) throw new Error("insert returned no row");
      return row;
    });
  }
  const insertPlain = createGroupCommit<IdentifiedMessage, MessageRow>({
    writeOne: async (values) => (await insertAll([values]))[0]!,
    writeMany: insertAll,
  });

  const selectRecords = () =>
    db
      .select({
        message: messages,
        author: {
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          favoriteTeam: users.favoriteTeam,
        },
        parent: {
          id: parent.id,
          text: parent.text,
          username: parentAuthor.username,
          deletedAt: parent.deletedAt,
          moderationStatus: parent.moderationStatus,
        },
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.userId))
      .leftJoin(parent, eq(parent.id, messages.parentMessageId))
      .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId));

  type Selected = Awaited<ReturnType<ReturnType<typeof selectRecords>["execute"]>>[number];
  // A held or deleted parent's text never leaves the repository: a reply must not publish what
  // moderators hold (history, catch-up and live broadcasts all present through here).
  const toParent = (p: NonNullable<Selected["parent"]>): NonNullable<MessageRecord["parent"]> => ({
    text: p.text && isVisibleToReaders(p) ? p.text : null,
    username: p.username,
    deleted: !!p.deletedAt,
  });
  const toRecord = (row: Selected): MessageRecord => ({
    message: row.message,
    author: row.author?.id ? row.author : null,
    parent: row.parent?.id ? toParent(row.parent) : null,
  });

  /** What readers see in a room: live messages that are not held for review. */
  const visibleIn = (roomSlug: string) =>
    and(
      eq(messages.roomSlug, roomSlug),
      isNull(messages.deletedAt),
      ne(messages.moderationStatus, "quarantined"),
    );

  return {
    async listRoom(roomSlug: string, limit: number, offset: number) {
      const where = visibleIn(roomSlug);
      const [rows, [totalRow]] = await Promise.all([
        selectRecords().where(where).orderBy(desc(messages.seq)).limit(limit).offset(offset),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      return { records: rows.map(toRecord), total: totalRow?.n ?? 0 };
    },

    /** Messages after a given one (reconnect catch-up), oldest first. */
    async listRoomAfter(roomSlug: string, afterId: string, limit: number) {
      const [anchor] = await db
        .select({ seq: messages.seq })
        .from(messages)
        .where(and(eq(messages.id, afterId), eq(messages.roomSlug, roomSlug)))
        .limit(1);
      if (!anchor) return null;
      const rows = await selectRecords()
        .where(and(visibleIn(roomSlug), gt(messages.seq, anchor.seq)))
        .orderBy(asc(messages.seq))
        .limit(limit);
      return rows.map(toRecord);
    },

    async findRecord(id: string): Promise<MessageRecord | undefined> {
      const [row] = await selectRecords()
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    /** Where a live message was posted and by whom (neither ever changes), and its status. */
    async findPlacement(id: string): Promise<MessagePlacement | undefined> {
      const [row] = await db
        .select({
          roomSlug: messages.roomSlug,
          authorId: messages.userId,
          moderationStatus: messages.moderationStatus,
        })
        .from(messages)
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
        .limit(1);
      return row;
    },

    async findLive(id: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * Writes the message and, when the filter had a say, its decision, in one transaction; the
     * common case (no decision) is a single statement, shared with sends queued behind it.
     */
    async insert(values: NewMessage, decision?: FilterDecisionRecord): Promise<MessageRow> {
      if (!decision) return insertPlain({ ...values, id: values.id ?? randomUUID() });
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(messages).values(stamped(values)).returning();
        if (!row) throw new Error("insert returned no row");
        await tx.insert(moderationDecisions).values({ ...decision, messageId: row.id });
        return row;
      });
    },

    async recordDecision(decision: FilterDecisionRecord): Promise<void> {
      await db.insert(moderationDecisions).values(decision);
    },

    async updateText(id: string, text: string, now: Date, decision?: FilterDecisionRecord) {
      await db.transaction(async (tx) => {
        await tx
          .update(messages)
          .set({
            text,
            isEdited: true,
            editedAt: now,
            ...(decision?.decision === "quarantine"
              ? { moderationStatus: "quarantined" as const }
              : {}),
          })
          .where(eq(messages.id, id));
        if (decision) await tx.insert(moderationDecisions).values({ ...decision, messageId: id });
      });
    },

    async softDelete(id: string, deletedBy: string, now: Date): Promise<void> {
      await db
        .update(messages)
        .set({ deletedAt: now, deletedBy })
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
