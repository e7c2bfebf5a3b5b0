import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeviceToken } from "@huddle/contracts/notifications";
import { notificationKeys } from "../api/notification-keys";
import { getVapidPublicKey } from "../api/get-vapid-public-key";
import { registerDeviceToken } from "../api/register-device-token";
import { deviceTypeOf, subscribeToPush } from "../utils/push-subscription";

/** Subscribes this browser to Web Push and registers the subscription as a device token. */
export async function registerPushDevice(): Promise<DeviceToken> {
  const subscription = await subscribeToPush(getVapidPublicKey);
  return registerDeviceToken({
    token: JSON.stringify(subscription),
    deviceType: deviceTypeOf(navigator.userAgent),
    platform: "web",
  });
}

export function usePushRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPushDevice,
    onSuccess: (device) => {
      queryClient.setQueryData<DeviceToken[]>(notificationKeys.devices(), (devices) =>
        devices ? [...devices.filter((d) => d.id !== device.id), device] : [device],
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.devices() });
    },
  });
}
