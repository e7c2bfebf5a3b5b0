import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { chatKeys } from "./chat-keys";

/** GET /api/user/blocked: the users the viewer blocked; their live messages are not shown. */
export async function getBlockedUsers(http: HttpClient): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/blocked");
  return userListResponseSchema.parse(raw).users;
}

export function blockedUsersQuery(http: HttpClient) {
  return queryOptions({
    queryKey: chatKeys.blockedUsers(),
    queryFn: () => getBlockedUsers(http),
    staleTime: 60_000,
  });
}

export function useBlockedUsers(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({ ...blockedUsersQuery(http), enabled });
}
