import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bulkHandledResponseSchema,
  handledRequestResponseSchema,
  joinRequestsResponseSchema,
} from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

const requestsPath = (teamId: string) =>
  `/api/custom-teams/${encodeURIComponent(teamId)}/join-requests`;

export type RequestAction = "approve" | "deny";

/** GET /api/custom-teams/{id}/join-requests: the pending requests. */
export async function getJoinRequests(http: HttpClient, teamId: string) {
  return joinRequestsResponseSchema.parse(await http.request<unknown>(requestsPath(teamId)))
    .requests;
}

export function useJoinRequests(teamId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.requests(teamId),
    queryFn: () => getJoinRequests(http, teamId),
    retry: false,
  });
}

/** One request, or several at once (bulk); an empty message lets the server use its default. */
export async function handleJoinRequests(
  http: HttpClient,
  teamId: string,
  requestIds: string[],
  action: RequestAction,
  message: string,
) {
  const text = message.trim() ? { message: message.trim() } : {};
  if (requestIds.length === 1) {
    const raw = await http.request<unknown>(
      `${requestsPath(teamId)}/${encodeURIComponent(requestIds[0]!)}`,
      { method: "POST", body: { action, ...text } },
    );
    return { handled: [handledRequestResponseSchema.parse(raw).request], skipped: [] };
  }
  const raw = await http.request<unknown>(`${requestsPath(teamId)}/bulk`, {
    method: "POST",
    body: { action, requestIds, ...text },
  });
  const result = bulkHandledResponseSchema.parse(raw);
  return { handled: result.requests, skipped: result.skipped };
}

export function useHandleJoinRequests(teamId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestIds: string[]; action: RequestAction; message: string }) =>
      handleJoinRequests(http, teamId, input.requestIds, input.action, input.message),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.team(teamId) }),
  });
}
