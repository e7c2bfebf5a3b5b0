import { eq } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import type { Db } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema.ts";

export function createNotificationPreferencesRepository(db: Db) {
  return {
    /** The stored preferences, or the defaults when the user never changed them. */
    async get(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
      return {
        notificationsEnabled: row.notificationsEnabled,
        emailEnabled: row.emailEnabled,
        desktopEnabled: row.desktopEnabled,
        mobileEnabled: row.mobileEnabled,
        gameStartMinutes: row.gameStartMinutes,
      };
    },

    async save(userId: string, values: NotificationPreferences): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...values, updatedAt: new Date() },
        });
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<
  typeof createNotificationPreferencesRepository
>;
