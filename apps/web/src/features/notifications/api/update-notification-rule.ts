import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  notificationRuleResponseSchema,
  type NotificationRule,
  type UpdateNotificationRuleRequest,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

export interface UpdateNotificationRuleInput {
  id: string;
  changes: UpdateNotificationRuleRequest;
}

/** PUT /api/user/notification-rules/{id} */
export async function updateNotificationRule(
  http: HttpClient,
  { id, changes }: UpdateNotificationRuleInput,
): Promise<NotificationRule> {
  const raw = await http.request<unknown>(
    `/api/user/notification-rules/${encodeURIComponent(id)}`,
    { method: "PUT", body: changes },
  );
  return notificationRuleResponseSchema.parse(raw).rule;
}

export function useUpdateNotificationRule() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationRuleInput) => updateNotificationRule(http, input),
    onSuccess: (rule) => {
      queryClient.setQueryData<NotificationRule[]>(notificationKeys.rules(), (rules) =>
        rules?.map((r) => (r.id === rule.id ? rule : r)),
      );
    },
  });
}
