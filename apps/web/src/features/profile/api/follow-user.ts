import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** POST /api/user/follow/{id} */
export async function followUser(http: HttpClient, userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/follow/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useFollowUser() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "follow-user"],
    mutationFn: (userId: string) => followUser(http, userId),
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
