import { useFollowTeam } from "../api/follow-team";
import { useFollowedTeams } from "../api/get-followed-teams";
import { useUnfollowTeam } from "../api/unfollow-team";
import { FOLLOWING_TEXTS } from "../utils/following-texts";
import { FollowToggle } from "./follow-toggle";

interface FollowTeamButtonProps {
  teamId: string;
  teamName?: string;
  compact?: boolean;
}

/** Follow / unfollow a pro team (spec 000 §4 Following, §8 'Failed to (un)follow team'). */
export function FollowTeamButton({ teamId, teamName, compact }: FollowTeamButtonProps) {
  const teams = useFollowedTeams();
  const follow = useFollowTeam();
  const unfollow = useUnfollowTeam();
  const isFollowing = teams.data?.some((t) => t.id === teamId || t.teamId === teamId) ?? false;
  const error = follow.isError
    ? FOLLOWING_TEXTS.followTeamFailed
    : unfollow.isError
      ? FOLLOWING_TEXTS.unfollowTeamFailed
      : null;

  function toggle() {
    follow.reset();
    unfollow.reset();
    if (isFollowing) unfollow.mutate(teamId);
    else follow.mutate(teamId);
  }

  return (
    <FollowToggle
      isFollowing={isFollowing}
      disabled={teams.isPending || follow.isPending || unfollow.isPending}
      subject={teamName}
      error={error}
      compact={compact}
      onToggle={toggle}
    />
  );
}
