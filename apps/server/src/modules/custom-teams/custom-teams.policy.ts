import type { MemberStatus, TeamRole } from "@huddle/contracts/custom-teams";

/**
 * Who may do what on a custom team (spec 001 §4, §6; issue 11's decisions). Pure functions over
 * the caller's standing; the service loads the standing and turns a `false` into a 403.
 */
export interface Standing {
  userId: string;
  /** null: not on the team. A blocked member keeps their row (role) with status blocked. */
  role: TeamRole | null;
  /** The effective status: a mute whose time has passed is already `active` here. */
  status: MemberStatus | null;
}

export interface TeamTarget {
  userId: string;
  role: TeamRole;
}

const isBlocked = (s: Standing) => s.status === "blocked";
const isMember = (s: Standing) => s.role !== null && !isBlocked(s);

/** Owner or team admin in good standing. */
export function isManager(s: Standing): boolean {
  return (s.role === "owner" || s.role === "admin") && !isBlocked(s);
}

export const canEditTeam = isManager;
export const canDeleteTeam = (s: Standing) => s.role === "owner";
export const canManageMembers = isManager;
export const canHandleJoinRequests = isManager;
export const canSeeRequesterEmail = (s: Standing) => s.role === "owner";
export const canManageWordReplacements = (s: Standing) => s.role === "owner";
export const canCreateGame = isManager;

/** A game may be edited by a manager of either of its teams (issue 11). */
export function canEditGame(teamA: Standing, teamB: Standing | null): boolean {
  return isManager(teamA) || (teamB !== null && isManager(teamB));
}

/** Only the owner switches someone else, never the owner, between member and admin. */
export function canChangeRole(actor: Standing, target: TeamTarget): boolean {
  return actor.role === "owner" && target.role !== "owner" && target.userId !== actor.userId;
}

/** Mute, unmute, block, unblock and remove: managers on role `member` only (spec 001 §6). */
export function canActOnMember(actor: Standing, target: TeamTarget): boolean {
  return isManager(actor) && target.role === "member" && target.userId !== actor.userId;
}

/** Members are listed to everyone on a public team and to members of a private one. */
export function canSeeMembers(s: Standing, team: { isPublic: boolean }): boolean {
  return !isBlocked(s) && (team.isPublic || isMember(s));
}

/** May ask to join: not on the team, not blocked. Approval and capacity are checked on join. */
export function canRequestToJoin(s: Standing): boolean {
  return s.role === null;
}

/** Team rooms (issue 11): public teams are read by any fan who is not blocked. */
export function canReadTeamRoom(s: Standing, team: { isPublic: boolean }): boolean {
  return canSeeMembers(s, team);
}

/** Only members post, and not while muted. */
export function canPostInTeamRoom(s: Standing): boolean {
  return s.role !== null && s.status === "active";
}
