import {
  canActOnMember,
  canChangeRole,
  canFollowTeam,
  canLeaveTeam,
  isManager,
  memberAbilities,
  type Standing,
} from "@huddle/contracts/rules/team-abilities";

/**
 * Who may do what on a custom team (spec 001 §4, §6; issue 11's decisions). Pure functions over
 * the caller's standing; the service loads the standing and turns a `false` into a 403. The
 * member rules the web also applies live in contracts (`rules/team-abilities.ts`).
 */
export type { Standing, TeamTarget } from "@huddle/contracts/rules/team-abilities";
export { canActOnMember, canChangeRole, canFollowTeam, canLeaveTeam, isManager, memberAbilities };

const isBlocked = (s: Standing) => s.status === "blocked";
const isMember = (s: Standing) => s.role !== null && !isBlocked(s);

export const canEditTeam = isManager;
export const canDeleteTeam = (s: Standing) => s.role === "owner";
export const canManageMembers = isManager;
/** Why a member was muted or blocked, and until when: for the team's managers only. */
export const canSeeModerationNotes = isManager;
export const canHandleJoinRequests = isManager;
export const canSeeRequesterEmail = (s: Standing) => s.role === "owner";
export const canManageWordReplacements = (s: Standing) => s.role === "owner";
export const canCreateGame = isManager;

/** A game may be edited by a manager of either of its teams (issue 11). */
export function canEditGame(teamA: Standing, teamB: Standing | null): boolean {
  return isManager(teamA) || (teamB !== null && isManager(teamB));
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
