import { and, asc, eq } from "drizzle-orm";
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

    /**
     * Registers a subscription for `userId`. The same browser subscription (same endpoint)
     * registered again, even by another account signing in there, moves to this user and
     * becomes active again.
     */
    async upsert(values: {
      userId: string;
      token: string;
      endpoint: string;
      deviceType: DeviceTokenRow["deviceType"];
    }): Promise<DeviceTokenRow> {
      const [row] = await db
        .insert(deviceTokens)
        .values({ ...values, platform: "web" })
        .onConflictDoUpdate({
          target: deviceTokens.endpoint,
          set: { ...values, isActive: true, deactivatedAt: null },
        })
        .returning();
      if (!row) throw new Error("upsert returned no row");
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
