import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { profileKeys } from "./profile-keys";

/** GET /api/user/profile: the signed-in user's own profile and settings. */
export async function getProfile(): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile");
  return profileResponseSchema.parse(raw).profile;
}

export function profileQuery() {
  return queryOptions({ queryKey: profileKeys.own(), queryFn: getProfile, staleTime: 60_000 });
}

export function useProfile() {
  return useQuery(profileQuery());
}
