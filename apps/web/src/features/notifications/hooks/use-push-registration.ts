import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_MESSAGES, type DeviceToken } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "../api/notification-keys";
import { getVapidPublicKey } from "../api/get-vapid-public-key";
import { registerDeviceToken } from "../api/register-device-token";
import { deviceTypeOf, subscribeToPush, unsubscribeFromPush } from "../utils/push-subscription";

async function registerSubscription(http: HttpClient): Promise<DeviceToken> {
  const subscription = await subscribeToPush(() => getVapidPublicKey(http));
  return registerDeviceToken(http, {
    token: JSON.stringify(subscription),
    deviceType: deviceTypeOf(navigator.userAgent),
    platform: "web",
  });
}

/**
 * Subscribes this browser to Web Push and registers the subscription as a device token. When
 * another account on this shared browser holds the endpoint (409 with that text; the device cap
 * is a 409 too, which a new endpoint would not help), the browser unsubscribes, subscribes again
 * (a new endpoint, so the other account's row stops reaching it) and retries once; a second
 * failure is the caller's to show.
 */
export async function registerPushDevice(http: HttpClient): Promise<DeviceToken> {
  try {
    return await registerSubscription(http);
  } catch (error) {
    if (!isOwnedElsewhere(error)) throw error;
    await unsubscribeFromPush();
    return registerSubscription(http);
  }
}

function isOwnedElsewhere(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 409 &&
    errorBody(error.data).error === NOTIFICATION_MESSAGES.deviceOwnedElsewhere
  );
}

export function usePushRegistration() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerPushDevice(http),
    onSuccess: (device) => {
      queryClient.setQueryData<DeviceToken[]>(notificationKeys.devices(), (devices) =>
        devices ? [...devices.filter((d) => d.id !== device.id), device] : [device],
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.devices() });
    },
  });
}
