import { useMutation } from "@tanstack/react-query";
import {
  testNotificationResponseSchema,
  type TestNotificationRequest,
} from "@huddle/contracts/notifications";
import { http } from "@/lib/http/http-client";

export type TestNotificationResult = ReturnType<typeof testNotificationResponseSchema.parse>;

/** POST /api/notifications/test { title, message, entityType, priority } */
export async function sendTestNotification(
  body: TestNotificationRequest,
): Promise<TestNotificationResult> {
  const raw = await http.request<unknown>("/api/notifications/test", { method: "POST", body });
  return testNotificationResponseSchema.parse(raw);
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: sendTestNotification });
}
