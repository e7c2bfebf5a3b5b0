import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import { http } from "@/lib/http/http-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/user/notification-preferences */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const raw = await http.request<unknown>("/api/user/notification-preferences");
  return notificationPreferencesResponseSchema.parse(raw).preferences;
}

export function notificationPreferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: getNotificationPreferences,
    staleTime: 60_000,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}
