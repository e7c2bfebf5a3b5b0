import { queryOptions, useQuery } from "@tanstack/react-query";
import { deviceTokenListSchema, type DeviceToken } from "@huddle/contracts/notifications";
import { http } from "@/lib/http/http-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/device-tokens: this user's registered browsers. */
export async function getDeviceTokens(): Promise<DeviceToken[]> {
  const raw = await http.request<unknown>("/api/notifications/device-tokens");
  return deviceTokenListSchema.parse(raw).deviceTokens;
}

export function deviceTokensQuery() {
  return queryOptions({
    queryKey: notificationKeys.devices(),
    queryFn: getDeviceTokens,
    staleTime: 60_000,
  });
}

export function useDeviceTokens() {
  return useQuery(deviceTokensQuery());
}
