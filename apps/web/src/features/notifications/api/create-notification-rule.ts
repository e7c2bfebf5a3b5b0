import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  notificationRuleResponseSchema,
  type CreateNotificationRuleRequest,
  type NotificationRule,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** POST /api/user/notification-rules */
export async function createNotificationRule(
  http: HttpClient,
  body: CreateNotificationRuleRequest,
): Promise<NotificationRule> {
  const raw = await http.request<unknown>("/api/user/notification-rules", {
    method: "POST",
    body,
  });
  return notificationRuleResponseSchema.parse(raw).rule;
}

export function useCreateNotificationRule() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNotificationRuleRequest) => createNotificationRule(http, body),
    onSuccess: (rule) => {
      queryClient.setQueryData<NotificationRule[]>(notificationKeys.rules(), (rules) =>
        rules ? [...rules, rule] : [rule],
      );
    },
  });
}
