import { count, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../../db/like.ts";
import { users, type NewUserRow, type UserRow } from "../../db/schema.ts";
import { liftExpiredRestrictionsIn, updateUserIn } from "../users/users.service.ts";
import { applyTierChange, type TierChange } from "../billing/tier-change.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Users as staff see them: search, pages, counts, and changes that commit with their audit entry. */
export function createAdminUsersRepository(db: Db) {
  return {
    /** spec 001 §5: a UUID looks the user up directly; other text searches username or email. */
    async search(search: string, page: number, limit: number) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      const where =
        search === ""
          ? undefined
          : UUID.test(search)
            ? eq(users.id, search)
            : or(
                sql`lower(${users.username}) like ${pattern} escape '\\'`,
                sql`lower(${users.email}) like ${pattern} escape '\\'`,
              );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Applies `changes` and writes the audit entry in one transaction; returns the new row. */
    async updateAudited(
      id: string,
      changes: Partial<NewUserRow>,
      audit: AuditRecord,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const row = await updateUserIn(tx, id, changes);
        if (row) await appendAudit(tx, audit);
        return row;
      });
    },

    /**
     * A staff tier change: the tier, its tier_changes row (the one record of every tier change,
     * shared with billing and the CLI) and the staff audit entry commit together.
     */
    async changeTierAudited(change: TierChange, audit: AuditRecord): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await applyTierChange(tx, change);
        const [row] = await tx.select().from(users).where(eq(users.id, change.userId));
        if (row) await appendAudit(tx, audit);
        return row;
      });
    },

    /**
     * Lifts bans and mutes whose time is up, each with a "system" audit entry, in one
     * transaction. Idempotent: with several nodes sweeping, a row is lifted (and audited) once.
     */
    async liftExpired(now: Date): Promise<{ unbanned: string[]; unmuted: string[] }> {
      return db.transaction(async (tx) => {
        const { unbanned, unmuted } = await liftExpiredRestrictionsIn(tx, now);
        const ended = [
          ...unbanned.map((id) => ({ id, action: "user.ban_expired" })),
          ...unmuted.map((id) => ({ id, action: "user.mute_expired" })),
        ];
        for (const { id, action } of ended) {
          await appendAudit(tx, {
            actorId: null,
            actorName: "system",
            action,
            targetType: "user",
            targetId: id,
            reason: "Time is up",
          });
        }
        return { unbanned, unmuted };
      });
    },

    async counts(activeSince: Date, today: Date) {
      const [row] = await db
        .select({
          total: count(),
          active:
            sql<number>`count(*) filter (where coalesce(${users.lastActive}, ${users.createdAt}) >= ${activeSince})`.mapWith(
              Number,
            ),
          newToday: sql<number>`count(*) filter (where ${users.createdAt} >= ${today})`.mapWith(
            Number,
          ),
          banned: sql<number>`count(*) filter (where ${users.banned})`.mapWith(Number),
        })
        .from(users);
      return row ?? { total: 0, active: 0, newToday: 0, banned: 0 };
    },

    async newSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(gte(users.createdAt, since));
      return row?.n ?? 0;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
