import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUserResponseSchema,
  bulkResultSchema,
  listUsersResponseSchema,
  type BanRequest,
  type BulkUsersRequest,
  type ExemptRequest,
  type RoleRequest,
  type TierRequest,
} from "@huddle/contracts/admin";
import { muteUser } from "@/entities/moderation/api/mute-user";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** GET /api/admin/users: username or email search (a UUID finds that user), pages of 50. */
export async function listAdminUsers(http: HttpClient, search: string, page: number) {
  const raw = await http.request<unknown>("/api/admin/users", {
    query: { search: search || undefined, page, limit: ADMIN_USERS_PAGE_SIZE },
  });
  return listUsersResponseSchema.parse(raw);
}

export function useAdminUsers(search: string, page: number) {
  const http = useHttpClient();
  return useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: () => listAdminUsers(http, search, page),
    placeholderData: keepPreviousData,
  });
}

type UserAction<B> = { userId: string } & B;

async function userAction<B>(
  http: HttpClient,
  method: "POST" | "PUT",
  path: string,
  { userId, ...body }: UserAction<B>,
) {
  const raw = await http.request<unknown>(`/api/admin/users/${userId}/${path}`, { method, body });
  return adminUserResponseSchema.parse(raw);
}

export const banUser = (http: HttpClient, arg: UserAction<BanRequest>) =>
  userAction(http, "POST", "ban", arg);
export const unbanUser = (http: HttpClient, arg: UserAction<{ reason: string }>) =>
  userAction(http, "POST", "unban", arg);
export const unmuteUser = (http: HttpClient, arg: UserAction<{ reason: string }>) =>
  userAction(http, "POST", "unmute", arg);
export const changeRole = (http: HttpClient, arg: UserAction<RoleRequest>) =>
  userAction(http, "PUT", "role", arg);
export const changeTier = (http: HttpClient, arg: UserAction<TierRequest>) =>
  userAction(http, "PUT", "tier", arg);
export const setExempt = (http: HttpClient, arg: UserAction<ExemptRequest>) =>
  userAction(http, "PUT", "exempt", arg);

/** POST /api/admin/users/bulk: one outcome per user. */
export async function bulkUsers(http: HttpClient, body: BulkUsersRequest) {
  const raw = await http.request<unknown>("/api/admin/users/bulk", { method: "POST", body });
  return bulkResultSchema.parse(raw);
}

export const useBanUser = () => useAdminMutation(banUser);
export const useUnbanUser = () => useAdminMutation(unbanUser);
export const useMuteUser = () => useAdminMutation(muteUser);
export const useUnmuteUser = () => useAdminMutation(unmuteUser);
export const useChangeRole = () => useAdminMutation(changeRole);
export const useChangeTier = () => useAdminMutation(changeTier);
export const useSetExempt = () => useAdminMutation(setExempt);
export const useBulkUsers = () => useAdminMutation(bulkUsers);
