import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  customTeams,
  messageReports,
  messages,
  moderationDecisions,
  users,
} from "../../db/schema.ts";
import { decisionCounts } from "./decision-counts.ts";

/**
 * Read model (issue 10 §1): the counts behind the dashboard tiles and the sources of its activity
 * feed. Read-only over other slices' tables: users (`users`), chat (`messages`,
 * `message_reports`), moderation (`moderation_decisions`), custom teams (`custom_teams`).
 */
export function createAdminStatsReadModel(db: Db) {
  return {
    async messageCounts(today: Date) {
      const [row] = await db
        .select({
          total: count(),
          todayTotal:
            sql<number>`count(*) filter (where ${messages.createdAt} >= ${today})`.mapWith(Number),
          flagged:
            sql<number>`count(*) filter (where ${messages.deletedAt} is null and ${messages.moderationStatus} <> 'visible' and ${messages.reviewedAt} is null)`.mapWith(
              Number,
            ),
        })
        .from(messages)
        .where(sql`${messages.type} <> 'system'`);
      return row ?? { total: 0, todayTotal: 0, flagged: 0 };
    },

    async decisionCounts() {
      const [row] = await db
        .select({
          blocked: decisionCounts.blocked,
          unreviewedFlags: decisionCounts.unreviewedFlags,
          reviewed: decisionCounts.reviewed,
          upheld: decisionCounts.upheld,
        })
        .from(moderationDecisions);
      return row ?? { blocked: 0, unreviewedFlags: 0, reviewed: 0, upheld: 0 };
    },

    /** Pending reports on messages still there: the queue drops a message its author deleted. */
    async pendingReports(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .where(and(eq(messageReports.status, "pending"), isNull(messages.deletedAt)));
      return row?.n ?? 0;
    },

    async customTeams(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(customTeams);
      return row?.n ?? 0;
    },

    async recentReports(limit: number) {
      return db
        .select({
          id: messageReports.id,
          reason: messageReports.reason,
          createdAt: messageReports.createdAt,
          reporter: users.username,
          roomSlug: messages.roomSlug,
          text: messages.text,
        })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .innerJoin(users, eq(users.id, messageReports.reporterId))
        .orderBy(desc(messageReports.createdAt))
        .limit(limit);
    },

    async recentDecisions(limit: number) {
      return db
        .select({
          id: moderationDecisions.id,
          decision: moderationDecisions.decision,
          categories: moderationDecisions.categories,
          roomSlug: moderationDecisions.roomSlug,
          text: moderationDecisions.text,
          createdAt: moderationDecisions.createdAt,
          username: users.username,
        })
        .from(moderationDecisions)
        .leftJoin(users, eq(users.id, moderationDecisions.userId))
        .orderBy(desc(moderationDecisions.createdAt))
        .limit(limit);
    },
  };
}

export type AdminStatsReadModel = ReturnType<typeof createAdminStatsReadModel>;
