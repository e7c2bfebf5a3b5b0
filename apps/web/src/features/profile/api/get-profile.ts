import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/profile: the signed-in user's own profile and settings. */
export async function getProfile(http: HttpClient): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile");
  return profileResponseSchema.parse(raw).profile;
}

export function profileQuery(http: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.own(),
    queryFn: () => getProfile(http),
    staleTime: 60_000,
  });
}

export function useProfile() {
  const http = useHttpClient();
  return useQuery(profileQuery(http));
}
