import { and, count, desc, eq, isNull, ne, notExists } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { mentionNotifications, messages, userBlocks, users } from "../../../db/schema.ts";

export interface MentionRow {
  id: string;
  messageId: string;
  roomSlug: string;
  author: string;
  text: string;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Read model: a fan's mentions with the message and its author. Reads `mention_notifications`,
 * `messages`, `users`, `user_blocks`. A mention whose message was deleted or held since, or whose
 * author the fan has blocked since, is no longer shown nor counted (blocking hides a fan's
 * messages everywhere; unblocking brings those mentions back).
 */
export function createMentionsReadModel(db: Db) {
  const live = (userId: string) =>
    and(
      eq(mentionNotifications.userId, userId),
      isNull(messages.deletedAt),
      ne(messages.moderationStatus, "quarantined"),
      notExists(
        db
          .select({ one: userBlocks.blockerId })
          .from(userBlocks)
          .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, messages.userId))),
      ),
    );
  return {
    async recent(userId: string, limit: number): Promise<MentionRow[]> {
      return db
        .select({
          id: mentionNotifications.id,
          messageId: mentionNotifications.messageId,
          roomSlug: messages.roomSlug,
          author: users.username,
          text: messages.text,
          createdAt: mentionNotifications.createdAt,
          readAt: mentionNotifications.readAt,
        })
        .from(mentionNotifications)
        .innerJoin(messages, eq(messages.id, mentionNotifications.messageId))
        .innerJoin(users, eq(users.id, messages.userId))
        .where(live(userId))
        .orderBy(desc(mentionNotifications.createdAt))
        .limit(limit);
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mentionNotifications)
        .innerJoin(messages, eq(messages.id, mentionNotifications.messageId))
        .where(and(live(userId), isNull(mentionNotifications.readAt)));
      return row?.n ?? 0;
    },
  };
}

export type MentionsReadModel = ReturnType<typeof createMentionsReadModel>;
