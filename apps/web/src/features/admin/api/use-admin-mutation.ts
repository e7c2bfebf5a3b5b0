import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";

/** A staff action: on success every admin answer is asked again (lists, stats, activity). */
export function useAdminMutation<A, R>(fn: (http: HttpClient, arg: A) => Promise<R>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => fn(http, arg),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
