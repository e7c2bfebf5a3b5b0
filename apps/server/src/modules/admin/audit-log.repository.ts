import { and, count, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { AUDIT_TARGET_TYPES, AuditLogQuery } from "@huddle/contracts/admin";
import type { Db } from "../../db/client.ts";
import { adminAuditLog, users } from "../../db/schema.ts";

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
/** A database handle or an open transaction: the entry commits with the change it records. */
export type Executor = Pick<Db, "insert">;

export interface AuditRecord {
  /** null: the `npm run admin` CLI. */
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string | null;
  reason: string;
  before?: unknown;
  after?: unknown;
}

export type AuditRow = typeof adminAuditLog.$inferSelect;

/** Writes an audit entry; pass the transaction of the change so both commit or neither. */
export async function appendAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(adminAuditLog).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The append-only record of staff actions (the table refuses UPDATE and DELETE). */
export function createAuditLogRepository(db: Db) {
  return {
    append: (record: AuditRecord) => appendAudit(db, record),

    async list(query: AuditLogQuery, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const filters: SQL[] = [];
      if (query.actorId) filters.push(eq(adminAuditLog.actorId, query.actorId));
      if (query.targetId) filters.push(eq(adminAuditLog.targetId, query.targetId));
      if (query.action) filters.push(eq(adminAuditLog.action, query.action));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminAuditLog)
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(limit)
          .offset((query.page - 1) * limit),
        db.select({ n: count() }).from(adminAuditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Everything staff did to one user or message, newest first (its moderation history). */
    async historyOf(targetId: string, limit = 100): Promise<AuditRow[]> {
      return db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, targetId))
        .orderBy(desc(adminAuditLog.createdAt))
        .limit(limit);
    },

    /** The newest entries, each with its user target's current username (null otherwise). */
    async recent(limit: number): Promise<(AuditRow & { targetUsername: string | null })[]> {
      const rows = await db
        .select({ entry: adminAuditLog, targetUsername: users.username })
        .from(adminAuditLog)
        .leftJoin(
          users,
          and(
            eq(adminAuditLog.targetType, "user"),
            eq(sql`${users.id}::text`, adminAuditLog.targetId),
          ),
        )
        .orderBy(desc(adminAuditLog.createdAt))
        .limit(limit);
      return rows.map(({ entry, targetUsername }) => ({ ...entry, targetUsername }));
    },

    async countSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adminAuditLog)
        .where(gte(adminAuditLog.createdAt, since));
      return row?.n ?? 0;
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
