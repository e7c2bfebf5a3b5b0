import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/user/notification-preferences */
export async function getNotificationPreferences(
  http: HttpClient,
): Promise<NotificationPreferences> {
  const raw = await http.request<unknown>("/api/user/notification-preferences");
  return notificationPreferencesResponseSchema.parse(raw).preferences;
}

export function notificationPreferencesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: () => getNotificationPreferences(http),
    staleTime: 60_000,
  });
}

export function useNotificationPreferences() {
  const http = useHttpClient();
  return useQuery(notificationPreferencesQuery(http));
}
