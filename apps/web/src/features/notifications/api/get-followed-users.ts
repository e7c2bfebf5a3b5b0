import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";

/**
 * The people the user follows (GET /api/user/users), for a rule's "messages from" choice. The
 * profile feature reads the same list under the same key, so its follow and unfollow
 * invalidations refresh this too.
 */
export const followedUsersKey = ["user", "social", "following"] as const;

export async function getFollowedUsers(): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/users");
  return userListResponseSchema.parse(raw).users;
}

export function useFollowedUsers() {
  return useQuery(
    queryOptions({ queryKey: followedUsersKey, queryFn: getFollowedUsers, staleTime: 60_000 }),
  );
}
