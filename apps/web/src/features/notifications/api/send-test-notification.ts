import { useMutation } from "@tanstack/react-query";
import {
  testNotificationResponseSchema,
  type TestNotificationRequest,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export type TestNotificationResult = ReturnType<typeof testNotificationResponseSchema.parse>;

/** POST /api/notifications/test { title, message, entityType, priority } */
export async function sendTestNotification(
  http: HttpClient,
  body: TestNotificationRequest,
): Promise<TestNotificationResult> {
  const raw = await http.request<unknown>("/api/notifications/test", { method: "POST", body });
  return testNotificationResponseSchema.parse(raw);
}

export function useSendTestNotification() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (body: TestNotificationRequest) => sendTestNotification(http, body),
  });
}
