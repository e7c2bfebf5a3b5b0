import { useQuery } from "@tanstack/react-query";
import {
  ADMIN_ACTIVITY_DEFAULT_LIMIT,
  ADMIN_DASHBOARD_REFRESH_MS,
  activityResponseSchema,
  adminStatsSchema,
} from "@huddle/contracts/admin";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";

/** GET /api/admin/stats (spec 001 §3 Admin stats). */
export async function getAdminStats(http: HttpClient) {
  return adminStatsSchema.parse(await http.request<unknown>("/api/admin/stats"));
}

/** GET /api/admin/activity?limit=10, newest first. */
export async function getAdminActivity(http: HttpClient) {
  const raw = await http.request<unknown>(
    `/api/admin/activity?limit=${ADMIN_ACTIVITY_DEFAULT_LIMIT}`,
  );
  return activityResponseSchema.parse(raw).data.logs;
}

/** spec 001 §9: the dashboard refreshes every 30 s. */
export function useAdminStats() {
  const http = useHttpClient();
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => getAdminStats(http),
    refetchInterval: ADMIN_DASHBOARD_REFRESH_MS,
  });
}

export function useAdminActivity() {
  const http = useHttpClient();
  return useQuery({
    queryKey: adminKeys.activity(),
    queryFn: () => getAdminActivity(http),
    refetchInterval: ADMIN_DASHBOARD_REFRESH_MS,
  });
}
