import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

export function createLoginFailuresRepository(db: Db) {
  return {
    async record(accountKey: string, ip: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ accountKey, ip, createdAt: now });
    },

    /** Failures for this account from this address since `since`, and the oldest of them. */
    async countSince(accountKey: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.accountKey, accountKey),
            eq(loginFailures.ip, ip),
            gt(loginFailures.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async clear(accountKey: string, ip: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.ip, ip)));
    },

    async pruneBefore(cutoff: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, cutoff));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
