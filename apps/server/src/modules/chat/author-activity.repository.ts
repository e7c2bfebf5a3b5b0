import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";

/** What an author posted, for their profile (spec 000 §2 Profile: Messages Posted, Rooms Joined). */
export function createAuthorActivityRepository(db: Db) {
  return {
    /** Live messages the user posted, and the distinct rooms they posted in. */
    async activity(userId: string): Promise<{ messageCount: number; roomCount: number }> {
      const [row] = await db
        .select({
          messageCount: sql<number>`count(*)::int`,
          roomCount: sql<number>`count(distinct ${messages.roomSlug})::int`,
        })
        .from(messages)
        .where(and(eq(messages.userId, userId), isNull(messages.deletedAt)));
      return { messageCount: row?.messageCount ?? 0, roomCount: row?.roomCount ?? 0 };
    },
  };
}

export type AuthorActivityRepository = ReturnType<typeof createAuthorActivityRepository>;
