import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { chatKeys } from "./chat-keys";

/** GET /api/user/blocked: the users the viewer blocked; their live messages are not shown. */
export async function getBlockedUsers(): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/blocked");
  return userListResponseSchema.parse(raw).users;
}

export function blockedUsersQuery() {
  return queryOptions({
    queryKey: chatKeys.blockedUsers(),
    queryFn: getBlockedUsers,
    staleTime: 60_000,
  });
}

export function useBlockedUsers(enabled: boolean) {
  return useQuery({ ...blockedUsersQuery(), enabled });
}
