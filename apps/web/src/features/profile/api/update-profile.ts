import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  updateProfileResponseSchema,
  type Profile,
  type UpdateProfileRequest,
} from "@huddle/contracts/profile";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** PUT /api/user/profile: the profile form or a partial { settings }. */
export async function updateProfile(
  http: HttpClient,
  body: UpdateProfileRequest,
): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile", { method: "PUT", body });
  return updateProfileResponseSchema.parse(raw).profile;
}

export function useUpdateProfile() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(http, body),
    onSuccess: (profile) => queryClient.setQueryData(viewerKeys.profile(), profile),
  });
}
