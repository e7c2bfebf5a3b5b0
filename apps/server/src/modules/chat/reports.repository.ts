import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appeals, messageReports } from "../../db/schema.ts";

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

    async appeal(values: {
      userId: string;
      messageText: string;
      filterInfo: unknown;
      appealReason: string;
      clientTimestamp: string | null;
      roomSlug?: string | null;
    }): Promise<{ id: string; status: "pending" | "approved" | "rejected" }> {
      const [row] = await db
        .insert(appeals)
        .values(values)
        .returning({ id: appeals.id, status: appeals.status });
      if (!row) throw new Error("insert returned no row");
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
