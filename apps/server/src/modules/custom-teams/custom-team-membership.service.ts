import {
  CUSTOM_TEAM_MESSAGES,
  CUSTOM_TEAM_TEXT_LABELS,
  JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS,
} from "@huddle/contracts/custom-teams";
import { TEAM_MANAGEMENT_MESSAGES as M } from "@huddle/contracts/custom-team-management";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import type { CustomTeamsDeps, TeamContext } from "./custom-teams.context.ts";
import { AlreadyOnTeam, TeamFull, type MemberPatch } from "./custom-team-members.repository.ts";
import {
  canActOnMember,
  canChangeRole,
  canFollowTeam,
  canLeaveTeam,
  canManageMembers,
  canRequestToJoin,
  type Standing,
} from "./custom-teams.policy.ts";
import { effectiveStatus, presentJoinRequest, presentMember } from "./custom-teams.presenter.ts";
import type { CustomTeamsService } from "./custom-teams.service.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Joining, and what owners and team admins do to members (spec 001 §4 Member status). */
export function createMembershipService(
  deps: CustomTeamsDeps,
  ctx: TeamContext,
  teamsService: CustomTeamsService,
) {
  const { members, requests, clock } = deps;

  /** Loads the target and checks the actor may act on them with `allowed`. */
  async function target(
    teamId: string,
    actorId: string,
    userId: string,
    allowed: (
      actor: Standing,
      t: { userId: string; role: "owner" | "admin" | "member" },
    ) => boolean,
    refusal: string = M.actsOnMembersOnly,
  ) {
    const { standing } = await ctx.authorize(teamId, actorId, canManageMembers, M.manageForbidden);
    const row = await members.find(teamId, userId);
    if (!row) throw notFound(M.memberNotFound);
    if (!allowed(standing, row)) {
      if (row.userId === actorId) throw forbidden(M.notOnSelf);
      if (row.role === "owner") throw forbidden(M.notOnOwner);
      throw forbidden(refusal);
    }
    return { row, actor: standing };
  }

  /**
   * A fan who may no longer follow the team (blocked, or off a private team) stops following it:
   * the team page would send them to a room that refuses them. On a public team a follow outlives
   * the membership, like any fan's.
   */
  async function endFollowIfShut(teamId: string, userId: string) {
    const [team, standing] = await Promise.all([ctx.load(teamId), ctx.standing(teamId, userId)]);
    if (!canFollowTeam(standing, team)) await members.unfollow(teamId, userId);
  }

  /** Applies the change and presents the member as the acting manager now sees them. */
  async function patch(actor: Standing, teamId: string, userId: string, change: MemberPatch) {
    await members.update(teamId, userId, change);
    await deps.roomAccessChanged({ kind: "member", teamId, userId });
    await endFollowIfShut(teamId, userId);
    const row = (await members.list(teamId)).find((m) => m.userId === userId);
    if (!row) throw notFound(M.memberNotFound);
    return { member: presentMember(row, clock.now(), actor) };
  }

  /**
   * 403 while a declined request is younger than JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS: not a
   * 429, which clients retry within seconds; the fan reads the sentence (the Custom Teams page
   * shows a 403's own words).
   */
  async function checkNotRecentlyDenied(teamId: string, userId: string) {
    const deniedAt = await requests.lastDeniedAt(teamId, userId);
    if (deniedAt === null) return;
    const askAgainAt = deniedAt.getTime() + JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS * HOUR_MS;
    if (clock.now().getTime() < askAgainAt) {
      throw forbidden(CUSTOM_TEAM_MESSAGES.requestRecentlyDenied);
    }
  }

  return {
    /** 200 joined, 202 pending, 409 member, 403 blocked or closed, 400 full (issue 11). */
    async join(viewerId: string, teamId: string, message: string | null) {
      const team = await ctx.load(teamId);
      const standing = await ctx.standing(teamId, viewerId);
      if (standing.status === "blocked") throw forbidden(CUSTOM_TEAM_MESSAGES.blocked);
      if (!canRequestToJoin(standing)) throw conflict(CUSTOM_TEAM_MESSAGES.alreadyMember);
      if (team.requiresApproval) {
        if (!team.allowJoinRequests) throw forbidden(CUSTOM_TEAM_MESSAGES.notAcceptingRequests);
        await checkNotRecentlyDenied(teamId, viewerId);
        await deps.screenTexts(CUSTOM_TEAM_TEXT_LABELS, { message });
        const request = await requests.openPending(teamId, viewerId, message);
        if (!request) throw conflict(CUSTOM_TEAM_MESSAGES.alreadyMember);
        return {
          code: 202 as const,
          body: {
            status: "pending" as const,
            request: presentJoinRequest(request, clock.now(), false),
          },
        };
      }
      const maxMembers = await ctx.maxMembersOf(team);
      try {
        await members.join(teamId, viewerId, maxMembers);
      } catch (error) {
        if (error instanceof AlreadyOnTeam) throw conflict(CUSTOM_TEAM_MESSAGES.alreadyMember);
        if (error instanceof TeamFull) throw badRequest(CUSTOM_TEAM_MESSAGES.teamFull(maxMembers));
        throw error;
      }
      await requests.settleJoined(teamId, viewerId, clock.now());
      await deps.roomAccessChanged({ kind: "member", teamId, userId: viewerId });
      return {
        code: 200 as const,
        body: { status: "joined" as const, team: await teamsService.details(teamId, viewerId) },
      };
    },

    async list(viewerId: string, teamId: string) {
      const { team, standing } = await ctx.authorize(teamId, viewerId, () => true, "");
      if (standing.status === "blocked") throw forbidden(CUSTOM_TEAM_MESSAGES.blocked);
      if (!team.isPublic && standing.role === null)
        throw forbidden(CUSTOM_TEAM_MESSAGES.privateTeam);
      const now = clock.now();
      return { members: (await members.list(teamId)).map((m) => presentMember(m, now, standing)) };
    },

    async changeRole(actorId: string, teamId: string, userId: string, role: "member" | "admin") {
      const { actor, row } = await target(teamId, actorId, userId, canChangeRole, M.roleForbidden);
      if (role === "admin" && effectiveStatus(row, clock.now()) !== "active") {
        throw conflict(M.promoteActiveOnly);
      }
      return patch(actor, teamId, userId, { role });
    },

    async mute(
      actorId: string,
      teamId: string,
      userId: string,
      days: number | null,
      reason?: string,
    ) {
      const { row, actor } = await target(teamId, actorId, userId, canActOnMember);
      if (row.status === "blocked") throw conflict(M.unblockFirst);
      const mutedUntil = days === null ? null : new Date(clock.now().getTime() + days * DAY_MS);
      return patch(actor, teamId, userId, {
        status: "muted",
        mutedUntil,
        actionReason: reason ?? null,
      });
    },

    async unmute(actorId: string, teamId: string, userId: string) {
      const { row, actor } = await target(teamId, actorId, userId, canActOnMember);
      if (row.status === "blocked") throw conflict(M.unblockFirst);
      return patch(actor, teamId, userId, {
        status: "active",
        mutedUntil: null,
        actionReason: null,
      });
    },

    async block(actorId: string, teamId: string, userId: string, reason?: string) {
      const { actor } = await target(teamId, actorId, userId, canActOnMember);
      return patch(actor, teamId, userId, {
        status: "blocked",
        mutedUntil: null,
        actionReason: reason ?? null,
      });
    },

    async unblock(actorId: string, teamId: string, userId: string) {
      const { actor } = await target(teamId, actorId, userId, canActOnMember);
      return patch(actor, teamId, userId, {
        status: "active",
        mutedUntil: null,
        actionReason: null,
      });
    },

    /** A member or team admin leaves; a follow of a public team stays (docs/decisions.md). */
    async leave(viewerId: string, teamId: string) {
      await ctx.load(teamId);
      const standing = await ctx.standing(teamId, viewerId);
      if (!canLeaveTeam(standing)) {
        if (standing.role === null) throw notFound(CUSTOM_TEAM_MESSAGES.notMember);
        if (standing.status === "blocked") throw forbidden(CUSTOM_TEAM_MESSAGES.blocked);
        if (standing.role === "owner") throw forbidden(CUSTOM_TEAM_MESSAGES.ownerCannotLeave);
        throw conflict(CUSTOM_TEAM_MESSAGES.mutedCannotLeave);
      }
      if (!(await members.remove(teamId, viewerId))) throw notFound(CUSTOM_TEAM_MESSAGES.notMember);
      await deps.roomAccessChanged({ kind: "member", teamId, userId: viewerId });
      await endFollowIfShut(teamId, viewerId);
      return { success: true as const };
    },

    async remove(actorId: string, teamId: string, userId: string) {
      await target(teamId, actorId, userId, canActOnMember);
      if (!(await members.remove(teamId, userId))) throw notFound(M.memberNotFound);
      await deps.roomAccessChanged({ kind: "member", teamId, userId });
      await endFollowIfShut(teamId, userId);
      return { success: true as const };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
