import type { NotificationPreferences } from "@huddle/contracts/notifications";
import type { NotificationPreferencesRepository } from "./notification-preferences.repository.ts";

/**
 * spec 000 §4 Notifications: the master switch off also turns email and push off. The stored
 * channel choices are kept while it is off (callers see them as off), so turning it back on
 * restores them and the web can register push again.
 */
export function applyPreferenceChange(
  current: NotificationPreferences,
  change: Partial<NotificationPreferences>,
): NotificationPreferences {
  const next = { ...current, ...change };
  // Turning a channel on implies notifications are wanted at all.
  const channelOn = change.emailEnabled || change.desktopEnabled || change.mobileEnabled;
  if (channelOn && change.notificationsEnabled === undefined) next.notificationsEnabled = true;
  return next;
}

/** What callers see: with the master switch off every channel reads as off. */
export function effectivePreferences(stored: NotificationPreferences): NotificationPreferences {
  if (stored.notificationsEnabled) return stored;
  return { ...stored, emailEnabled: false, desktopEnabled: false, mobileEnabled: false };
}

export function createNotificationPreferencesService(
  repo: NotificationPreferencesRepository,
  /** Push and mentions keep a user's preferences a while: told of every change. */
  changed: (userId: string) => void,
) {
  return {
    get: async (userId: string) => effectivePreferences(await repo.get(userId)),

    async update(userId: string, change: Partial<NotificationPreferences>) {
      const next = applyPreferenceChange(await repo.get(userId), change);
      await repo.save(userId, next);
      changed(userId);
      return effectivePreferences(next);
    },
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
