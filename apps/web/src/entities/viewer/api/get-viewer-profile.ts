import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "../viewer-keys";

/** GET /api/user/profile: the signed-in viewer's own profile and settings. */
export async function getViewerProfile(http: HttpClient): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile");
  return profileResponseSchema.parse(raw).profile;
}

export function viewerProfileQuery(http: HttpClient) {
  return queryOptions({
    queryKey: viewerKeys.profile(),
    queryFn: () => getViewerProfile(http),
    staleTime: 60_000,
  });
}

export function useViewerProfile() {
  const http = useHttpClient();
  return useQuery(viewerProfileQuery(http));
}
