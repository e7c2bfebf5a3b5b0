import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  appealsResponseSchema,
  moderateAppealResponseSchema,
  type ModerateAppealRequest,
} from "@huddle/contracts/admin-moderation";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** GET /api/admin/appeals?status=&page= ("" is every status). */
export async function listAppeals(http: HttpClient, status: string, page: number) {
  const raw = await http.request<unknown>("/api/admin/appeals", {
    query: { status: status || undefined, page },
  });
  return appealsResponseSchema.parse(raw);
}

export function useAppeals(status: string, page: number) {
  const http = useHttpClient();
  return useQuery({
    queryKey: adminKeys.appeals(status, page),
    queryFn: () => listAppeals(http, status, page),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/appeals/{id} `{action, response}`. */
export async function moderateAppeal(
  http: HttpClient,
  { appealId, ...body }: ModerateAppealRequest & { appealId: string },
) {
  const raw = await http.request<unknown>(`/api/admin/appeals/${appealId}`, {
    method: "POST",
    body,
  });
  return moderateAppealResponseSchema.parse(raw);
}

export const useModerateAppeal = () => useAdminMutation(moderateAppeal);
