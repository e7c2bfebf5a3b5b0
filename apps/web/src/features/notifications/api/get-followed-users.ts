import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

/**
 * The people the user follows (GET /api/user/users), for a rule's "messages from" choice. The
 * profile feature reads the same list under the same key, so its follow and unfollow
 * invalidations refresh this too.
 */
export const followedUsersKey = ["user", "social", "following"] as const;

export async function getFollowedUsers(http: HttpClient): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/users");
  return userListResponseSchema.parse(raw).users;
}

export function useFollowedUsers() {
  const http = useHttpClient();
  return useQuery(
    queryOptions({
      queryKey: followedUsersKey,
      queryFn: () => getFollowedUsers(http),
      staleTime: 60_000,
    }),
  );
}
