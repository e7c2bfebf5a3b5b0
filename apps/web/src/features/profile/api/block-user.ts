import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialActionResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { refreshSocialQueries } from "./refresh-social-queries";
import { SOCIAL_MUTATION_SCOPE } from "./profile-keys";

/** POST /api/user/block/{id}: also drops follows both ways. */
export async function blockUser(http: HttpClient, userId: string): Promise<UserInList> {
  const raw = await http.request<unknown>(`/api/user/block/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
  return socialActionResponseSchema.parse(raw).user;
}

export function useBlockUser() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [SOCIAL_MUTATION_SCOPE, "block-user"],
    mutationFn: (userId: string) => blockUser(http, userId),
    onSuccess: () => refreshSocialQueries(queryClient),
  });
}
