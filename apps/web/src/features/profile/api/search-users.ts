import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchResponseSchema, type UserInList } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/search?q= → the users half of the answer. */
export async function searchUsers(http: HttpClient, q: string): Promise<UserInList[]> {
  const raw = await http.request<unknown>("/api/user/search", { query: { q } });
  return searchResponseSchema.parse(raw).users;
}

export function userSearchQuery(http: HttpClient, q: string) {
  return queryOptions({
    queryKey: profileKeys.userSearch(q),
    queryFn: () => searchUsers(http, q),
    staleTime: 30_000,
  });
}

/** spec 000 §5 Search: runs only for non-blank text (the caller debounces). */
export function useUserSearch(q: string) {
  const http = useHttpClient();
  const trimmed = q.trim();
  return useQuery({
    ...userSearchQuery(http, trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
