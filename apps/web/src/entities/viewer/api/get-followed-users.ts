import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/users: the people the viewer follows. */
export async function getFollowedUsers(): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/users");
  return userListResponseSchema.parse(raw).users;
}

export function followedUsersQuery() {
  return queryOptions({
    queryKey: viewerKeys.followedUsers(),
    queryFn: getFollowedUsers,
    staleTime: 60_000,
  });
}

export function useFollowedUsers() {
  return useQuery(followedUsersQuery());
}
