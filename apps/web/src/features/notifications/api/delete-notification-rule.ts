import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationRule } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** DELETE /api/user/notification-rules/{id} */
export async function deleteNotificationRule(http: HttpClient, id: string): Promise<void> {
  await http.request<unknown>(`/api/user/notification-rules/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteNotificationRule() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteNotificationRule(http, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<NotificationRule[]>(notificationKeys.rules(), (rules) =>
        rules?.filter((r) => r.id !== id),
      );
    },
  });
}
