import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { canFollowTeam } from "@huddle/contracts/rules/team-abilities";

/**
 * Whether a team offers the viewer Follow or Unfollow: not their own team, and Follow only where
 * the server allows it (a private team's members, never a blocked fan). Unfollow stays offered.
 */
export function offersFollow(team: CustomTeam): boolean {
  if (team.viewerRole === "owner") return false;
  return (
    team.isFollowing || canFollowTeam({ role: team.viewerRole, status: team.viewerStatus }, team)
  );
}
