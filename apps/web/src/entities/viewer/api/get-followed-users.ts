import { queryOptions, useQuery } from "@tanstack/react-query";
import { userListResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/users: the people the viewer follows. */
export async function getFollowedUsers(http: HttpClient): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/users");
  return userListResponseSchema.parse(raw).users;
}

export function followedUsersQuery(http: HttpClient) {
  return queryOptions({
    queryKey: viewerKeys.followedUsers(),
    queryFn: () => getFollowedUsers(http),
    staleTime: 60_000,
  });
}

export function useFollowedUsers() {
  const http = useHttpClient();
  return useQuery(followedUsersQuery(http));
}
