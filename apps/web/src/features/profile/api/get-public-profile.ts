import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicProfileResponseSchema, type PublicProfile } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/profile/{idOrUsername}: another user's public profile (404 'Profile not found'). */
export async function getPublicProfile(
  http: HttpClient,
  idOrUsername: string,
): Promise<PublicProfile> {
  const raw = await http.request<unknown>(`/api/user/profile/${encodeURIComponent(idOrUsername)}`);
  return publicProfileResponseSchema.parse(raw).profile;
}

export function publicProfileQuery(http: HttpClient, idOrUsername: string) {
  return queryOptions({
    queryKey: profileKeys.public(idOrUsername),
    queryFn: () => getPublicProfile(http, idOrUsername),
    staleTime: 30_000,
  });
}

export function usePublicProfile(idOrUsername: string) {
  const http = useHttpClient();
  return useQuery(publicProfileQuery(http, idOrUsername));
}
