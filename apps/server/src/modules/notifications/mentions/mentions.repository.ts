import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  DEFAULT_ROOM_NOTIFICATION_LEVEL,
  type RoomNotificationLevel,
} from "@huddle/contracts/mentions";
import type { Db } from "../../../db/client.ts";
import { createGroupCommit } from "../../../lib/group-commit.ts";
import { mentionNotifications, roomNotificationLevels } from "../../../db/schema.ts";

/** How long a mention waits for others to share its insert (notifying is in the background). */
const MENTION_LINGER_MS = 25;

type NewMention = { userId: string; messageId: string; createdAt: Date };

/** The only SQL writing `mention_notifications` and `room_notification_levels`. */
export function createMentionsRepository(db: Db) {
  const key = (m: { userId: string; messageId: string }) => `${m.userId}|${m.messageId}`;
  const insertMention = createGroupCommit<NewMention, string | null>({
    // Notifying runs after the message is out, so a mention can wait a moment for others to
    // share its statement.
    lingerMs: MENTION_LINGER_MS,
    async writeOne(mention) {
      const [row] = await db
        .insert(mentionNotifications)
        .values(mention)
        .onConflictDoNothing()
        .returning({ id: mentionNotifications.id });
      return row?.id ?? null;
    },
    async writeMany(batch) {
      const rows = await db
        .insert(mentionNotifications)
        .values(batch)
        .onConflictDoNothing()
        .returning({
          id: mentionNotifications.id,
          userId: mentionNotifications.userId,
          messageId: mentionNotifications.messageId,
        });
      // The same mention twice in one batch is written once and answered to the first only.
      const written = new Map(rows.map((row) => [key(row), row.id]));
      return batch.map((mention) => {
        const id = written.get(key(mention)) ?? null;
        written.delete(key(mention));
        return id;
      });
    },
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
