import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  DEFAULT_ROOM_NOTIFICATION_LEVEL,
  type RoomNotificationLevel,
} from "@huddle/contracts/mentions";
import type { Database } from "../../../db/client.ts";
import { createGroupCommit } from "../../../lib/group-commit.ts";
import { mentionNotifications, roomNotificationLevels } from "../../../db/schema.ts";

/**
 * How long a mention waits for others to share its insert. Notifying runs in the background
 * after the message is out, so the wait is felt by nobody (25 ms until 2026-11-30).
 */
const MENTION_LINGER_MS = 100;

/**
 * Mentions come with many of a busy room's messages, so their insert is a named statement: one
 * text for any batch (parallel arrays), planned once per connection. The same mention twice in
 * one batch is written once.
 */
const INSERT_STATEMENT = `
  insert into mention_notifications (user_id, message_id, created_at)
  select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[])
  on conflict do nothing
  returning id, user_id as "userId", message_id as "messageId"`;

type NewMention = { userId: string; messageId: string; createdAt: Date };

/** The only SQL writing `mention_notifications` and `room_notification_levels`. */
export function createMentionsRepository({ db, prepare }: Pick<Database, "db" | "prepare">) {
  const key = (m: { userId: string; messageId: string }) => `${m.userId}|${m.messageId}`;
  const insertStatement = prepare<{ id: string; userId: string; messageId: string }>(
    "mention_notifications_insert",
    INSERT_STATEMENT,
  );
  async function insertAll(batch: readonly NewMention[]): Promise<(string | null)[]> {
    const rows = await insertStatement([
      batch.map((m) => m.userId),
      batch.map((m) => m.messageId),
      batch.map((m) => m.createdAt.toISOString()),
    ]);
    // The same mention twice in one batch is answered to the first only.
    const written = new Map(rows.map((row) => [key(row), row.id]));
    return batch.map((mention) => {
      const id = written.get(key(mention)) ?? null;
      written.delete(key(mention));
      return id;
    });
  }
  const insertMention = createGroupCommit<NewMention, string | null>({
    // Notifying runs after the message is out, so a mention can wait a moment for others to
    // share its statement.
    lingerMs: MENTION_LINGER_MS,
    writeOne: async (mention) => (await insertAll([mention]))[0]!,
    writeMany: insertAll,
  });

  return {
    /**
     * Records a mention once per (user, message); null when it was already there. Mentions made
     * within a few milliseconds of each other, or queued behind one being written, go out
     * together as one statement (lib/group-commit.ts): in a busy room they come with nearly every
     * message.
     */
    insert: (userId: string, messageId: string, at: Date): Promise<string | null> =>
      insertMention({ userId, messageId, createdAt: at }),

    /** Who was notified of a mention in this message. */
    async mentionedIn(messageId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: mentionNotifications.userId })
        .from(mentionNotifications)
        .where(eq(mentionNotifications.messageId, messageId));
      return rows.map((row) => row.userId);
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(mentionNotifications)
        .set({ readAt: at })
        .where(and(eq(mentionNotifications.userId, userId), isNull(mentionNotifications.readAt)));
    },

    async level(userId: string, roomSlug: string): Promise<RoomNotificationLevel> {
      const [row] = await db
        .select({ level: roomNotificationLevels.level })
        .from(roomNotificationLevels)
        .where(
          and(
            eq(roomNotificationLevels.userId, userId),
            eq(roomNotificationLevels.roomSlug, roomSlug),
          ),
        );
      return row?.level ?? DEFAULT_ROOM_NOTIFICATION_LEVEL;
    },

    /** The levels of several users in one room; users without a row are left out (default). */
    async levels(
      userIds: readonly string[],
      roomSlug: string,
    ): Promise<Map<string, RoomNotificationLevel>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: roomNotificationLevels.userId, level: roomNotificationLevels.level })
        .from(roomNotificationLevels)
        .where(
          and(
            eq(roomNotificationLevels.roomSlug, roomSlug),
            inArray(roomNotificationLevels.userId, [...userIds]),
          ),
        );
      return new Map(rows.map((row) => [row.userId, row.level]));
    },

    async setLevel(
      userId: string,
      roomSlug: string,
      level: RoomNotificationLevel,
      at: Date,
    ): Promise<void> {
      await db
        .insert(roomNotificationLevels)
        .values({ userId, roomSlug, level, updatedAt: at })
        .onConflictDoUpdate({
          target: [roomNotificationLevels.userId, roomNotificationLevels.roomSlug],
          set: { level, updatedAt: at },
        });
    },
  };
}

export type MentionsRepository = ReturnType<typeof createMentionsRepository>;
