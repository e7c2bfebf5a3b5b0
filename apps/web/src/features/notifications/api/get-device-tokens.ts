import { queryOptions, useQuery } from "@tanstack/react-query";
import { deviceTokenListSchema, type DeviceToken } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/device-tokens: this user's registered browsers. */
export async function getDeviceTokens(http: HttpClient): Promise<DeviceToken[]> {
  const raw = await http.request<unknown>("/api/notifications/device-tokens");
  return deviceTokenListSchema.parse(raw).deviceTokens;
}

export function deviceTokensQuery(http: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.devices(),
    queryFn: () => getDeviceTokens(http),
    staleTime: 60_000,
  });
}

export function useDeviceTokens() {
  const http = useHttpClient();
  return useQuery(deviceTokensQuery(http));
}
