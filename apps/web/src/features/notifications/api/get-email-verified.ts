import { queryOptions, useQuery } from "@tanstack/react-query";
import { meResponseSchema } from "@huddle/contracts/auth";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/**
 * GET /api/auth/me, read for `emailVerified` only. The signed-in user kept from the login
 * response is not used: it predates a verification done since (often in another tab).
 */
export async function getEmailVerified(http: HttpClient): Promise<boolean> {
  const raw = await http.request<unknown>("/api/auth/me");
  return meResponseSchema.parse(raw).user.emailVerified;
}

export function emailVerifiedQuery(http: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.emailVerified(),
    queryFn: () => getEmailVerified(http),
  });
}

export function useEmailVerified() {
  const http = useHttpClient();
  return useQuery(emailVerifiedQuery(http));
}
