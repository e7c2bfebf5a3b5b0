import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { canFollowTeam } from "@huddle/contracts/rules/team-abilities";
import { Button } from "@/components/ui/button";
import type { TeamActions } from "../hooks/use-team-actions";

interface FollowTeamButtonProps {
  team: CustomTeam;
  actions: Pick<TeamActions, "toggleFollow">;
  busy: boolean;
}

/**
 * Follow or Unfollow, where the team offers it to the viewer: not their own team, and Follow only
 * where the server allows it (a private team's members, never a blocked fan). Unfollow stays
 * offered.
 */
export function FollowTeamButton({ team, actions, busy }: FollowTeamButtonProps) {
  if (!offersFollow(team)) return null;
  return (
    <Button
      variant="secondary"
      disabled={busy}
      aria-pressed={team.isFollowing}
      onClick={() => actions.toggleFollow(team.id)}
    >
      {team.isFollowing ? "Unfollow" : "Follow"}
    </Button>
  );
}

function offersFollow(team: CustomTeam): boolean {
  if (team.viewerRole === "owner") return false;
  return (
    team.isFollowing || canFollowTeam({ role: team.viewerRole, status: team.viewerStatus }, team)
  );
}
