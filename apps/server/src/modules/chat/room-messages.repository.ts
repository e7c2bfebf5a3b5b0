import { and, count, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";

/** Whole rooms' messages at once: counts for listings, and removal when a room goes away. */
export function createRoomMessagesRepository(db: Db) {
  return {
    /** Live (not deleted) messages per room; rooms without any are absent. */
    async countLive(roomSlugs: string[]): Promise<Map<string, number>> {
      if (roomSlugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: messages.roomSlug, n: count() })
        .from(messages)
        .where(and(inArray(messages.roomSlug, roomSlugs), isNull(messages.deletedAt)))
        .groupBy(messages.roomSlug);
      return new Map(rows.map((r) => [r.slug, r.n]));
    },

    /** Deletes every message of the rooms (their moderation records cascade). */
    async removeRooms(roomSlugs: string[]): Promise<number> {
      if (roomSlugs.length === 0) return 0;
      const gone = await db
        .delete(messages)
        .where(inArray(messages.roomSlug, roomSlugs))
        .returning({ id: messages.id });
      return gone.length;
    },
  };
}

export type RoomMessagesRepository = ReturnType<typeof createRoomMessagesRepository>;
