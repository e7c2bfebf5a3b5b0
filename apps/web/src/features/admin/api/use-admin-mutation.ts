import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";

/**
 * A staff action: afterwards every admin answer is asked again (lists, stats, activity), after a
 * refusal too: a 409 ('nothing waiting for a decision') means the screen was behind.
 */
export function useAdminMutation<A, R>(fn: (http: HttpClient, arg: A) => Promise<R>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => fn(http, arg),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
