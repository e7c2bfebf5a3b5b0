import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appeals, messageReports, messages, moderationDecisions } from "../../db/schema.ts";

/** The filter's block an appeal is about, as the server recorded it. */
export interface BlockOnRecord {
  id: string;
  roomSlug: string;
  categories: string[];
  toxicityScore: number;
  /** Already claimed by an appeal (a fan's second appeal of the same block). */
  appealed: boolean;
}

export function createReportsRepository(db: Db) {
  return {
    /** False when this user already has an open report on this message. */
    async report(messageId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(messageReports)
        .values({ messageId, reporterId, reason })
        .onConflictDoNothing()
        .returning({ id: messageReports.id });
      return rows.length > 0;
    },

    async pendingAppeals(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(appeals)
        .where(and(eq(appeals.userId, userId), eq(appeals.status, "pending")));
      return row?.n ?? 0;
    },

    /**
     * This user's latest block of exactly this text, preferring one no appeal has claimed yet
     * (the same text may have been blocked more than once).
     */
    async blockOf(userId: string, text: string): Promise<BlockOnRecord | undefined> {
      const [row] = await db
        .select({
          id: moderationDecisions.id,
          roomSlug: moderationDecisions.roomSlug,
          categories: moderationDecisions.categories,
          toxicityScore: moderationDecisions.toxicityScore,
          appealed: sql<boolean>`${appeals.id} is not null`,
        })
        .from(moderationDecisions)
        .leftJoin(appeals, eq(appeals.decisionId, moderationDecisions.id))
        .where(
          and(
            eq(moderationDecisions.userId, userId),
            eq(moderationDecisions.text, text),
            eq(moderationDecisions.decision, "block"),
          ),
        )
        .orderBy(sql`${appeals.id} is not null`, desc(moderationDecisions.createdAt))
        .limit(1);
      return row;
    },

    /** Whether the user has this exact text live in the room: posted, so not blocked. */
    async isLiveIn(userId: string, roomSlug: string, text: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.roomSlug, roomSlug),
            eq(messages.userId, userId),
            eq(messages.text, text),
            isNull(messages.deletedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Files an appeal; undefined when its block was claimed by another appeal in the meantime
     * (two tabs appealing the same block at once).
     */
    async appeal(values: {
      userId: string;
      messageText: string;
      filterInfo: unknown;
      appealReason: string;
      clientTimestamp: string | null;
      roomSlug: string | null;
      decisionId: string | null;
    }): Promise<{ id: string; status: "pending" | "approved" | "rejected" } | undefined> {
      const [row] = await db
        .insert(appeals)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: appeals.id, status: appeals.status });
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
