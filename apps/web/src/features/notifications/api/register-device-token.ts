import {
  deviceTokenResponseSchema,
  type DeviceToken,
  type RegisterDeviceTokenRequest,
} from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";

/** POST /api/notifications/device-tokens { token, deviceType, platform: 'web' } */
export async function registerDeviceToken(
  http: HttpClient,
  body: RegisterDeviceTokenRequest,
): Promise<DeviceToken> {
  const raw = await http.request<unknown>("/api/notifications/device-tokens", {
    method: "POST",
    body,
  });
  return deviceTokenResponseSchema.parse(raw).deviceToken;
}
