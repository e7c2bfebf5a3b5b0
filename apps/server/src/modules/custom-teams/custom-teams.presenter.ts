import type { CustomTeam, TeamMember } from "@huddle/contracts/custom-teams";
import type { JoinRequest } from "@huddle/contracts/custom-team-management";
import { shareCodeFor } from "@huddle/contracts/custom-teams";
import type { CustomTeamMemberRow, TeamWordReplacementRow } from "../../db/schema.ts";
import type { TeamWithOwner } from "./custom-teams.repository.ts";
import type { MemberWithName } from "./custom-team-members.repository.ts";
import type { RequestWithRequester } from "./join-requests.repository.ts";
import {
  canDeleteTeam,
  canEditTeam,
  canHandleJoinRequests,
  canLeaveTeam,
  canManageWordReplacements,
  canRequestToJoin,
  canSeeModerationNotes,
  memberAbilities,
  type Standing,
} from "./custom-teams.policy.ts";

const DAY_MS = 86_400_000;

/** A mute whose time has passed reads as active (spec 001 §4: muted returns to active). */
export function effectiveStatus(row: CustomTeamMemberRow, now: Date): TeamMember["status"] {
  if (row.status === "muted" && row.mutedUntil && row.mutedUntil <= now) return "active";
  return row.status;
}

export function standingOf(
  userId: string,
  row: CustomTeamMemberRow | undefined,
  now: Date,
): Standing {
  return row
    ? { userId, role: row.role, status: effectiveStatus(row, now) }
    : { userId, role: null, status: null };
}

/** One member, with what `viewer` may do to them. */
export function presentMember(row: MemberWithName, now: Date, viewer: Standing): TeamMember {
  const status = effectiveStatus(row, now);
  const notes = canSeeModerationNotes(viewer);
  return {
    userId: row.userId,
    username: row.username,
    role: row.role,
    status,
    joinedAt: row.joinedAt.toISOString(),
    mutedUntil: notes && status === "muted" && row.mutedUntil ? row.mutedUntil.toISOString() : null,
    actionReason: notes && status !== "active" ? row.actionReason : null,
    ...memberAbilities(viewer, row),
  };
}

export interface TeamExtras {
  standing: Standing;
  isFollowing: boolean;
  hasPendingRequest: boolean;
  counts: { games: number; messages: number; requests: number };
  members?: TeamMember[];
}

export function presentTeam(team: TeamWithOwner, x: TeamExtras): CustomTeam {
  const s = x.standing;
  return {
    id: team.id,
    teamId: team.id,
    name: team.name,
    teamName: team.name,
    description: team.description,
    teamDescription: team.description,
    location: team.location,
    city: team.city,
    state: team.state,
    sport: team.sport,
    skillLevel: team.skillLevel,
    ageRange: team.ageRange,
    isPublic: team.isPublic,
    requiresApproval: team.requiresApproval,
    requiresAcceptance: team.requiresApproval,
    allowJoinRequests: team.allowJoinRequests,
    tags: team.tags,
    shareCode: shareCodeFor(team.id),
    followerCount: team.followerCount,
    gameCount: x.counts.games,
    memberCount: team.memberCount,
    messageCount: x.counts.messages,
    ...(canHandleJoinRequests(s) ? { joinRequestCount: x.counts.requests } : {}),
    createdAt: team.createdAt.toISOString(),
    createdBy: { username: team.ownerUsername },
    createdByUserId: team.ownerId,
    ownerId: team.ownerId,
    requiresAuth: true,
    canEdit: canEditTeam(s),
    canJoin:
      canRequestToJoin(s) &&
      !x.hasPendingRequest &&
      (!team.requiresApproval || team.allowJoinRequests),
    canDelete: canDeleteTeam(s),
    canManageWordReplacements: canManageWordReplacements(s),
    canLeave: canLeaveTeam(s),
    isMember: s.role !== null && s.status !== "blocked",
    isFollowing: x.isFollowing,
    hasPendingRequest: x.hasPendingRequest,
    viewerRole: s.role,
    viewerStatus: s.status,
    ...(x.members ? { members: x.members } : {}),
  };
}

/** spec 001 §2: the signed-out share-link preview. */
export function presentPreview(team: TeamWithOwner) {
  return {
    id: team.id,
    teamId: team.id,
    name: team.name,
    sport: team.sport,
    location: team.location,
    city: team.city,
    description: team.description,
    skillLevel: team.skillLevel,
    ageRange: team.ageRange,
    isPublic: team.isPublic,
    requiresApproval: team.requiresApproval,
    requiresAcceptance: team.requiresApproval,
    requiresAuth: true as const,
  };
}

export function presentJoinRequest(
  r: RequestWithRequester,
  now: Date,
  withEmail: boolean,
): JoinRequest {
  return {
    id: r.id,
    requestId: r.id,
    teamId: r.teamId,
    userId: r.userId,
    username: r.username,
    membershipTier: r.membershipTier,
    accountAge: Math.max(0, Math.floor((now.getTime() - r.userCreatedAt.getTime()) / DAY_MS)),
    requestedAt: r.requestedAt.toISOString(),
    ...(withEmail ? { email: r.email } : {}),
    message: r.message,
    teamsCount: r.teamsCount,
    lastActive: r.lastActive?.toISOString() ?? null,
    status: r.status,
    responseMessage: r.responseMessage,
  };
}

export function presentTeamWord(row: TeamWordReplacementRow) {
  return {
    id: row.id,
    replacementId: row.id,
    originalWord: row.originalWord,
    replacementWord: row.replacementWord,
  };
}
