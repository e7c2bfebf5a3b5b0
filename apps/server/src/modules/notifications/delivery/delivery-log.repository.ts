import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { deliveryLog } from "../../../db/schema.ts";

/** What one delivery is about: a digest period, a game's alert, a (follower, author) pair. */
export interface DeliveryKey {
  userId: string;
  kind: string;
  key: string;
}

/**
 * The delivery log: claim first, send second. A claim is an insert that only one caller (on any
 * node, before or after a restart) can win.
 */
export function createDeliveryLogRepository(db: Db) {
  return {
    /** True when this caller recorded the delivery now; false when it was already recorded. */
    async claim(entry: DeliveryKey, at: Date): Promise<boolean> {
      const rows = await db
        .insert(deliveryLog)
        .values({ ...entry, deliveredAt: at })
        .onConflictDoNothing()
        .returning({ id: deliveryLog.id });
      return rows.length > 0;
    },

    /**
     * Like `claim`, but the same key can be claimed again once `intervalMs` has passed since the
     * last claim (a throttle that holds across nodes).
     */
    async claimThrottled(entry: DeliveryKey, at: Date, intervalMs: number): Promise<boolean> {
      const rows = await db
        .insert(deliveryLog)
        .values({ ...entry, deliveredAt: at })
        .onConflictDoUpdate({
          target: [deliveryLog.userId, deliveryLog.kind, deliveryLog.key],
          set: { deliveredAt: sql`excluded.delivered_at` },
          setWhere: lte(deliveryLog.deliveredAt, new Date(at.getTime() - intervalMs)),
        })
        .returning({ id: deliveryLog.id });
      return rows.length > 0;
    },

    /** Deletes entries delivered before `cutoff`; answers how many. */
    async prune(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(deliveryLog)
        .where(lt(deliveryLog.deliveredAt, cutoff))
        .returning({ id: deliveryLog.id });
      return rows.length;
    },

    /** Forgets a claim whose sending failed, so the next tick tries again. */
    async release(entry: DeliveryKey): Promise<void> {
      await db
        .delete(deliveryLog)
        .where(
          and(
            eq(deliveryLog.userId, entry.userId),
            eq(deliveryLog.kind, entry.kind),
            eq(deliveryLog.key, entry.key),
          ),
        );
    },
  };
}

export type DeliveryLogRepository = ReturnType<typeof createDeliveryLogRepository>;
