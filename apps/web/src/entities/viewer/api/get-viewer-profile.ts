import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/profile: the signed-in viewer's own profile and settings. */
export async function getViewerProfile(): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile");
  return profileResponseSchema.parse(raw).profile;
}

export function viewerProfileQuery() {
  return queryOptions({
    queryKey: viewerKeys.profile(),
    queryFn: getViewerProfile,
    staleTime: 60_000,
  });
}

export function useViewerProfile() {
  return useQuery(viewerProfileQuery());
}
