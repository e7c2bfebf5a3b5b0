import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

export function createLoginFailuresRepository(db: Db) {
  return {
    async record(accountKey: string, ip: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ accountKey, ip, createdAt: now });
    },

    /**
     * Failures for this account from this address since `addressSince`, and from any address
     * since `accountSince` (the account-wide slowdown).
     */
    async countSince(
      accountKey: string,
      ip: string,
      addressSince: Date,
      accountSince: Date,
    ): Promise<{ fromAddress: number; total: number }> {
      const [row] = await db
        .select({
          fromAddress: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.createdAt} > ${addressSince.toISOString()})::int`,
          total: sql<number>`count(*) filter (where ${loginFailures.createdAt} > ${accountSince.toISOString()})::int`,
        })
        .from(loginFailures)
        .where(eq(loginFailures.accountKey, accountKey));
      return { fromAddress: row?.fromAddress ?? 0, total: row?.total ?? 0 };
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
