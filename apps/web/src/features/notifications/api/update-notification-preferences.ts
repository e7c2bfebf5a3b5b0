import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import { http } from "@/lib/http/http-client";
import { notificationKeys } from "./notification-keys";

/** PUT /api/user/notification-preferences with the changed fields. */
export async function updateNotificationPreferences(
  body: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const raw = await http.request<unknown>("/api/user/notification-preferences", {
    method: "PUT",
    body,
  });
  return notificationPreferencesResponseSchema.parse(raw).preferences;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
