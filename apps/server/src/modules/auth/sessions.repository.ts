import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users, type SessionRow, type UserRow } from "../../db/schema.ts";

export function createSessionsRepository(db: Db) {
  return {
    async insert(values: {
      userId: string;
      refreshTokenHash: string;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** A live session (not revoked, not expired at `now`) with its user. */
    async findLiveById(
      id: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Of the given session ids, those still live whose user is not banned. */
    async liveUnbannedIds(ids: readonly string[], now: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, [...ids]),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.banned, false),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    async findLiveByRefreshHash(
      refreshTokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.refreshTokenHash, refreshTokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
