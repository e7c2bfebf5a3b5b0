import { queryOptions, useQuery } from "@tanstack/react-query";
import { notificationRuleListSchema, type NotificationRule } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/user/notification-rules (first page of up to 100). */
export async function getNotificationRules(http: HttpClient): Promise<NotificationRule[]> {
  const raw = await http.request<unknown>("/api/user/notification-rules", {
    query: { limit: 100, offset: 0 },
  });
  return notificationRuleListSchema.parse(raw).rules;
}

export function notificationRulesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.rules(),
    queryFn: () => getNotificationRules(http),
    staleTime: 60_000,
  });
}

export function useNotificationRules() {
  const http = useHttpClient();
  return useQuery(notificationRulesQuery(http));
}
