import { useQuery } from "@tanstack/react-query";
import { adminUserDetailResponseSchema } from "@huddle/contracts/admin";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { moderationKeys } from "../moderation-keys";

/** GET /api/admin/users/{id} (mods and above): the user and their moderation history. */
export async function getUserModeration(http: HttpClient, userId: string) {
  return adminUserDetailResponseSchema.parse(
    await http.request<unknown>(`/api/admin/users/${userId}`),
  );
}

export function useUserModeration(userId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: moderationKeys.user(userId),
    queryFn: () => getUserModeration(http, userId),
  });
}
