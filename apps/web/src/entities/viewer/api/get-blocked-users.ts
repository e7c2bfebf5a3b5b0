import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/blocked: the users the viewer blocked. */
export async function getBlockedUsers(http: HttpClient): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/blocked");
  return userListResponseSchema.parse(raw).users;
}

export function blockedUsersQuery(http: HttpClient) {
  return queryOptions({
    queryKey: viewerKeys.blockedUsers(),
    queryFn: () => getBlockedUsers(http),
    staleTime: 60_000,
  });
}

/** `enabled` is false where the list is not needed (signed out). */
export function useBlockedUsers(enabled = true) {
  const http = useHttpClient();
  return useQuery({ ...blockedUsersQuery(http), enabled });
}
