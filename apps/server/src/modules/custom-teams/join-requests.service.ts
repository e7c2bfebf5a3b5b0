import {
  JOIN_REQUEST_DEFAULT_MESSAGES,
  joinRequestDecision,
  TEAM_MANAGEMENT_MESSAGES as M,
  TEAM_MANAGEMENT_TEXT_LABELS,
} from "@huddle/contracts/custom-team-management";
import type { JoinRequest } from "@huddle/contracts/custom-team-management";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { CustomTeamsDeps, TeamContext } from "./custom-teams.context.ts";
import { TeamFull } from "./custom-team-members.repository.ts";
import { canHandleJoinRequests, canSeeRequesterEmail } from "./custom-teams.policy.ts";
import { presentJoinRequest } from "./custom-teams.presenter.ts";

type Action = "approve" | "deny";

/**
 * Join requests (spec 001 §4): owners and team admins approve or deny, one at a time or in
 * bulk. Each decided request is told to its requester (in the app, push and email per their
 * preferences) once the decision is written.
 */
export function createJoinRequestsService(deps: CustomTeamsDeps, ctx: TeamContext) {
  const { requests, clock } = deps;
  /** A decision's own words reach the requester (in the app, push, email). */
  const screenResponse = (message: string | undefined) =>
    deps.screenTexts(TEAM_MANAGEMENT_TEXT_LABELS, { message });

  async function manager(teamId: string, viewerId: string) {
    const { team, standing } = await ctx.authorize(
      teamId,
      viewerId,
      canHandleJoinRequests,
      M.manageForbidden,
    );
    return { team, withEmail: canSeeRequesterEmail(standing) };
  }

  /** Tells each requester the outcome of their (now decided) request. */
  function announce(team: { id: string; name: string }, decided: JoinRequest[]) {
    for (const r of decided) {
      const notice = joinRequestDecision({
        requestId: r.requestId,
        teamId: team.id,
        teamName: team.name,
        approved: r.status === "approved",
        message: r.responseMessage,
      });
      deps.events.publish("custom-teams.join-request-decided", { userId: r.userId, notice });
    }
  }

  async function presented(ids: string[], withEmail: boolean) {
    const now = clock.now();
    return (await requests.byIds(ids)).map((r) => presentJoinRequest(r, now, withEmail));
  }

  return {
    async list(viewerId: string, teamId: string) {
      const { withEmail } = await manager(teamId, viewerId);
      const now = clock.now();
      return {
        requests: (await requests.listPending(teamId)).map((r) =>
          presentJoinRequest(r, now, withEmail),
        ),
      };
    },

    /** 404 unknown, 409 handled already (a second approval changes nothing), 400 team full. */
    async handle(
      viewerId: string,
      teamId: string,
      requestId: string,
      action: Action,
      message?: string,
    ) {
      const { team, withEmail } = await manager(teamId, viewerId);
      const [existing] = await requests.byIds([requestId]);
      if (!existing || existing.teamId !== teamId) throw notFound(M.requestNotFound);
      await screenResponse(message);
      const maxMembers = await ctx.maxMembersOf(team);
      const text = message || (action === "approve" ? JOIN_REQUEST_DEFAULT_MESSAGES.approve : null);
      try {
        const done = await requests.decide(teamId, requestId, {
          action,
          message: text ?? "",
          handledBy: viewerId,
          maxMembers,
          now: clock.now(),
        });
        if (!done) throw conflict(M.requestHandled);
      } catch (error) {
        if (error instanceof TeamFull) throw badRequest(CUSTOM_TEAM_MESSAGES.teamFull(maxMembers));
        throw error;
      }
      if (action === "approve")
        await deps.roomAccessChanged({ kind: "member", teamId, userId: existing.userId });
      const [request] = await presented([requestId], withEmail);
      announce(team, [request!]);
      return { request: request! };
    },

    /** Handles each pending request of the team; the rest are returned as skipped. */
    async bulk(viewerId: string, teamId: string, action: Action, ids: string[], message?: string) {
      const { team, withEmail } = await manager(teamId, viewerId);
      await screenResponse(message);
      const maxMembers = await ctx.maxMembersOf(team);
      const text =
        message ||
        (action === "approve"
          ? JOIN_REQUEST_DEFAULT_MESSAGES.bulkApprove
          : JOIN_REQUEST_DEFAULT_MESSAGES.bulkDeny);
      const handled: string[] = [];
      const skipped: string[] = [];
      let full = false;
      for (const id of [...new Set(ids)]) {
        const done = await requests
          .decide(teamId, id, {
            action,
            message: text,
            handledBy: viewerId,
            maxMembers,
            now: clock.now(),
          })
          .catch((error: unknown) => {
            if (!(error instanceof TeamFull)) throw error;
            full = true;
            return false;
          });
        (done ? handled : skipped).push(id);
      }
      // Nobody let in because the team is full says so, as a single approval does.
      if (full && handled.length === 0) {
        throw badRequest(CUSTOM_TEAM_MESSAGES.teamFull(maxMembers));
      }
      const done = await presented(handled, withEmail);
      if (action === "approve") {
        for (const r of done)
          await deps.roomAccessChanged({ kind: "member", teamId, userId: r.userId });
      }
      announce(team, done);
      return { requests: done, skipped };
    },
  };
}

export type JoinRequestsService = ReturnType<typeof createJoinRequestsService>;
