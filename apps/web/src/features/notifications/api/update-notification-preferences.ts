import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** PUT /api/user/notification-preferences with the changed fields. */
export async function updateNotificationPreferences(
  http: HttpClient,
  body: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const raw = await http.request<unknown>("/api/user/notification-preferences", {
    method: "PUT",
    body,
  });
  return notificationPreferencesResponseSchema.parse(raw).preferences;
}

export function useUpdateNotificationPreferences() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) =>
      updateNotificationPreferences(http, body),
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
