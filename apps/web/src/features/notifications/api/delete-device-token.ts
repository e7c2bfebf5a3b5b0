import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeviceToken } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** DELETE /api/notifications/device-tokens/{id} */
export async function deleteDeviceToken(http: HttpClient, id: string): Promise<void> {
  await http.request<unknown>(`/api/notifications/device-tokens/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

export function useDeleteDeviceToken() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDeviceToken(http, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<DeviceToken[]>(notificationKeys.devices(), (devices) =>
        devices?.filter((d) => d.id !== id),
      );
    },
  });
}
