import type { NotificationPreferences } from "@huddle/contracts/notifications";
import type { NotificationPreferencesRepository } from "./notification-preferences.repository.ts";

/**
 * spec 000 §4 Notifications: the master switch off also turns email and push off. Turning it
 * back on leaves the channels as the request says (the web re-enables what the user picks).
 */
export function applyPreferenceChange(
  current: NotificationPreferences,
  change: Partial<NotificationPreferences>,
): NotificationPreferences {
  const next = { ...current, ...change };
  if (change.notificationsEnabled === false) {
    return { ...next, emailEnabled: false, desktopEnabled: false, mobileEnabled: false };
  }
  // Turning a channel on implies notifications are wanted at all.
  const channelOn = change.emailEnabled || change.desktopEnabled || change.mobileEnabled;
  if (channelOn && change.notificationsEnabled === undefined) next.notificationsEnabled = true;
  return next;
}

export function createNotificationPreferencesService(repo: NotificationPreferencesRepository) {
  return {
    get: (userId: string) => repo.get(userId),

    async update(userId: string, change: Partial<NotificationPreferences>) {
      const next = applyPreferenceChange(await repo.get(userId), change);
      await repo.save(userId, next);
      return next;
    },
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
