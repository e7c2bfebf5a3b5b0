import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** POST /api/user/block/{id}: also drops follows both ways. */
export async function blockUser(userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/block/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "block-user"],
    mutationFn: blockUser,
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
