import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicProfileResponseSchema, type PublicProfile } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/profile/{idOrUsername}: another user's public profile (404 'Profile not found'). */
export async function getPublicProfile(idOrUsername: string): Promise<PublicProfile> {
  const raw = await http.request<unknown>(`/api/user/profile/${encodeURIComponent(idOrUsername)}`);
  return publicProfileResponseSchema.parse(raw).profile;
}

export function publicProfileQuery(idOrUsername: string) {
  return queryOptions({
    queryKey: profileKeys.public(idOrUsername),
    queryFn: () => getPublicProfile(idOrUsername),
    staleTime: 30_000,
  });
}

export function usePublicProfile(idOrUsername: string) {
  return useQuery(publicProfileQuery(idOrUsername));
}
