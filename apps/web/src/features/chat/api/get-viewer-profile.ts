import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { chatKeys } from "./chat-keys";

/**
 * GET /api/user/profile, read by the chat for the viewer's word-filter switch. It is cached under
 * the profile feature's key with the same shape, so flipping the switch on /profile (which writes
 * that entry) reaches an open chat at once.
 */
export async function getViewerProfile(http: HttpClient): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile");
  return profileResponseSchema.parse(raw).profile;
}

export function viewerProfileQuery(http: HttpClient) {
  return queryOptions({
    queryKey: chatKeys.viewerProfile(),
    queryFn: () => getViewerProfile(http),
    staleTime: 60_000,
  });
}

/**
 * The viewer's `wordFilterEnabled` (spec 000 §3 Profile settings), or `undefined` while it is not
 * known yet (loading, signed out, or the call failed).
 */
export function useWordFilterSetting(enabled: boolean): boolean | undefined {
  const http = useHttpClient();
  return useQuery({
    ...viewerProfileQuery(http),
    enabled,
    select: (profile) => profile.settings.wordFilterEnabled,
  }).data;
}
