import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** DELETE /api/user/unfollow/{id} */
export async function unfollowUser(http: HttpClient, userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/unfollow/${encodeURIComponent(userId)}`, {
    method: "DELETE",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useUnfollowUser() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "unfollow-user"],
    mutationFn: (userId: string) => unfollowUser(http, userId),
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
