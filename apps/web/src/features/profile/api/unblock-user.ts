import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** DELETE /api/user/unblock/{id} */
export async function unblockUser(http: HttpClient, userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/unblock/${encodeURIComponent(userId)}`, {
    method: "DELETE",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useUnblockUser() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "unblock-user"],
    mutationFn: (userId: string) => unblockUser(http, userId),
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
