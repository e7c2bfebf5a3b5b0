import type { MemberStatus, TeamRole } from "../custom-teams.ts";

/**
 * Who may do what to a custom team's members (spec 001 §4, §6), written once for both sides:
 * the server's custom-teams policy authorizes with these rules and presents their flags on each
 * member, and the web applies the same functions where a member reaches it without flags.
 */

/** The viewer's standing on a team, as the server loads it and the team's details state it. */
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

/** Owner or team admin in good standing. */
export function isManager(s: Standing): boolean {
  return (s.role === "owner" || s.role === "admin") && s.status !== "blocked";
}

/**
 * Follow a team: what reading its room takes (a public team, or membership of a private one),
 * and never while blocked; the team page sends a follower to that room. Unfollowing is always
 * allowed. Only the team's visibility and the viewer's role and status count.
 */
export function canFollowTeam(
  s: Pick<Standing, "role" | "status">,
  team: { isPublic: boolean },
): boolean {
  return s.status !== "blocked" && (team.isPublic || s.role !== null);
}

/**
 * Leave the team: members and team admins in good standing. The owner deletes the team instead,
 * and a muted member waits out the mute (leaving and joining again would shed it).
 */
export function canLeaveTeam(s: Standing): boolean {
  return (s.role === "member" || s.role === "admin") && s.status === "active";
}

/** Only the owner switches someone else, never the owner, between member and admin. */
export function canChangeRole(actor: Standing, target: TeamTarget): boolean {
  return actor.role === "owner" && target.role !== "owner" && target.userId !== actor.userId;
}

/** Mute, unmute, block, unblock and remove: managers on role `member` only (spec 001 §6). */
export function canActOnMember(actor: Standing, target: TeamTarget): boolean {
  return isManager(actor) && target.role === "member" && target.userId !== actor.userId;
}

export interface MemberAbilities {
  canChangeRole: boolean;
  /** Mute, unmute, block, unblock, remove. */
  canModerate: boolean;
}

export function memberAbilities(viewer: Standing, member: TeamTarget): MemberAbilities {
  return {
    canChangeRole: canChangeRole(viewer, member),
    canModerate: canActOnMember(viewer, member),
  };
}
