import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeviceToken } from "@huddle/contracts/notifications";
import { http } from "@/lib/http/http-client";
import { notificationKeys } from "./notification-keys";

/** DELETE /api/notifications/device-tokens/{id} */
export async function deleteDeviceToken(id: string): Promise<void> {
  await http.request<unknown>(`/api/notifications/device-tokens/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteDeviceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeviceToken,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<DeviceToken[]>(notificationKeys.devices(), (devices) =>
        devices?.filter((d) => d.id !== id),
      );
    },
  });
}
