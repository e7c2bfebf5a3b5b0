import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roomSettings } from "../../db/schema.ts";

export function createRoomSettingsRepository(db: Db) {
  return {
    async slowModeSeconds(roomSlug: string): Promise<number> {
      const [row] = await db
        .select({ seconds: roomSettings.slowModeSeconds })
        .from(roomSettings)
        .where(eq(roomSettings.roomSlug, roomSlug))
        .limit(1);
      return row?.seconds ?? 0;
    },

    async setSlowMode(roomSlug: string, seconds: number, updatedBy: string): Promise<void> {
      await db
        .insert(roomSettings)
        .values({ roomSlug, slowModeSeconds: seconds, updatedBy })
        .onConflictDoUpdate({
          target: roomSettings.roomSlug,
          set: { slowModeSeconds: seconds, updatedBy, updatedAt: new Date() },
        });
    },
  };
}

export type RoomSettingsRepository = ReturnType<typeof createRoomSettingsRepository>;
