import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  updateProfileResponseSchema,
  type Profile,
  type UpdateProfileRequest,
} from "@huddle/contracts/profile";
import { http } from "@/lib/http/http-client";
import { viewerKeys } from "@/entities/viewer/viewer-keys";

/** PUT /api/user/profile: the profile form or a partial { settings }. */
export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  const raw = await http.request<unknown>("/api/user/profile", { method: "PUT", body });
  return updateProfileResponseSchema.parse(raw).profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(viewerKeys.profile(), profile),
  });
}
