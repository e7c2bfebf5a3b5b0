import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/blocked: the users this user has blocked. */
export async function getBlockedUsers(): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/blocked");
  return userListResponseSchema.parse(raw).users;
}

export function blockedUsersQuery() {
  return queryOptions({
    queryKey: profileKeys.blockedUsers(),
    queryFn: getBlockedUsers,
    staleTime: 60_000,
  });
}

export function useBlockedUsers() {
  return useQuery(blockedUsersQuery());
}
