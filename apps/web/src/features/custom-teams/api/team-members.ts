import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  memberResponseSchema,
  membersResponseSchema,
  removedResponseSchema,
} from "@huddle/contracts/custom-team-management";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

const membersPath = (teamId: string) => `/api/custom-teams/${encodeURIComponent(teamId)}/members`;

/** GET /api/custom-teams/{id}/members. */
export async function getTeamMembers(http: HttpClient, teamId: string) {
  return membersResponseSchema.parse(await http.request<unknown>(membersPath(teamId))).members;
}

export function useTeamMembers(teamId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: customTeamKeys.members(teamId),
    queryFn: () => getTeamMembers(http, teamId),
    retry: false,
  });
}

/** One management action on a member (spec 001 §7 Team management). */
export type MemberAction =
  | { kind: "role"; role: "member" | "admin" }
  | { kind: "mute"; days: 1 | 3 | 7 | 14 | 30 | null; reason: string }
  | { kind: "unmute" }
  | { kind: "block"; reason: string }
  | { kind: "unblock" }
  | { kind: "remove" };

export async function actOnMember(
  http: HttpClient,
  teamId: string,
  userId: string,
  action: MemberAction,
) {
  const path = `${membersPath(teamId)}/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case "remove":
      removedResponseSchema.parse(await http.request<unknown>(path, { method: "DELETE" }));
      return null;
    case "role":
      return memberResponseSchema.parse(
        await http.request<unknown>(`${path}/role`, { method: "PUT", body: { role: action.role } }),
      ).member;
    case "mute":
      return memberResponseSchema.parse(
        await http.request<unknown>(`${path}/mute`, {
          method: "POST",
          body: { days: action.days, ...(action.reason ? { reason: action.reason } : {}) },
        }),
      ).member;
    case "block":
      return memberResponseSchema.parse(
        await http.request<unknown>(`${path}/block`, {
          method: "POST",
          body: action.reason ? { reason: action.reason } : {},
        }),
      ).member;
    case "unmute":
    case "unblock":
      return memberResponseSchema.parse(
        await http.request<unknown>(`${path}/${action.kind}`, { method: "POST" }),
      ).member;
  }
}

export function useMemberAction(teamId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: MemberAction }) =>
      actOnMember(http, teamId, userId, action),
    // The team's counts and members list change too; refetch everything about this team.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.team(teamId) }),
  });
}
