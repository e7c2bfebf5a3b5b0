import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deviceTokens, type DeviceTokenRow } from "../../db/schema.ts";

export function createDeviceTokensRepository(db: Db) {
  return {
    async list(userId: string): Promise<DeviceTokenRow[]> {
      return db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId))
        .orderBy(asc(deviceTokens.createdAt));
    },

    async active(userId: string): Promise<DeviceTokenRow[]> {
      return db
        .select()
        .from(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.isActive, true)))
        .orderBy(asc(deviceTokens.createdAt));
    },

    async findByEndpoint(endpoint: string): Promise<DeviceTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.endpoint, endpoint))
        .limit(1);
      return row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId));
      return row?.total ?? 0;
    },

    /** Drops the user's deactivated subscriptions (they no longer reach any device). */
    async removeInactive(userId: string): Promise<void> {
      await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.isActive, false)));
    },

    /**
     * Registers a subscription for `userId`; the same subscription (same endpoint) registered
     * again by its owner is refreshed and active again. An endpoint another user holds is left
     * untouched: the answer is then undefined, never a moved row.
     */
    async upsertOwn(values: {
      userId: string;
      token: string;
      endpoint: string;
      deviceType: DeviceTokenRow["deviceType"];
    }): Promise<DeviceTokenRow | undefined> {
      const [row] = await db
        .insert(deviceTokens)
        .values({ ...values, platform: "web" })
        .onConflictDoUpdate({
          target: deviceTokens.endpoint,
          set: {
            token: values.token,
            deviceType: values.deviceType,
            isActive: true,
            deactivatedAt: null,
          },
          setWhere: eq(deviceTokens.userId, values.userId),
        })
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.id, id)))
        .returning({ id: deviceTokens.id });
      return rows.length > 0;
    },

    async removeByEndpoint(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.endpoint, endpoint)))
        .returning({ id: deviceTokens.id });
      return rows.length > 0;
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(deviceTokens).set({ lastUsedAt: at }).where(eq(deviceTokens.id, id));
    },

    async deactivate(id: string, at: Date): Promise<void> {
      await db
        .update(deviceTokens)
        .set({ isActive: false, deactivatedAt: at })
        .where(eq(deviceTokens.id, id));
    },
  };
}

export type DeviceTokensRepository = ReturnType<typeof createDeviceTokensRepository>;
