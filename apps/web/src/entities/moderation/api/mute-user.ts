import { adminUserResponseSchema, type MuteRequest } from "@huddle/contracts/admin";
import type { HttpClient } from "@/lib/http/http-client";

/** POST /api/admin/users/{id}/mute (mods and above); `hours: null` is permanent. */
export async function muteUser(
  http: HttpClient,
  { userId, ...body }: MuteRequest & { userId: string },
) {
  const raw = await http.request<unknown>(`/api/admin/users/${userId}/mute`, {
    method: "POST",
    body,
  });
  return adminUserResponseSchema.parse(raw);
}
