import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** POST /api/user/follow/{id} */
export async function followUser(userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/follow/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "follow-user"],
    mutationFn: followUser,
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
