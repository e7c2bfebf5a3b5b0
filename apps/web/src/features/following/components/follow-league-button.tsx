import { useFollowLeagueConference } from "../api/follow-league-conference";
import { useFollowedLeaguesConferences } from "../api/get-followed-leagues-conferences";
import { useUnfollowLeagueConference } from "../api/unfollow-league-conference";
import { findFollowRecord } from "../utils/find-follow-record";
import { FOLLOWING_TEXTS } from "../utils/following-texts";
import { FollowToggle } from "./follow-toggle";

interface FollowLeagueButtonProps {
  /** League id ('nfl'). */
  league: string;
  /** Conference id ('afc') for a conference room; absent for the league itself. */
  conference?: string;
  /** Display name for screen readers ('NFL', 'NFL AFC'). */
  name?: string;
  compact?: boolean;
}

/** Follow / unfollow a league or one of its conferences (spec 000 §4 Following). */
export function FollowLeagueButton({ league, conference, name, compact }: FollowLeagueButtonProps) {
  const records = useFollowedLeaguesConferences();
  const follow = useFollowLeagueConference();
  const unfollow = useUnfollowLeagueConference();
  const record = records.data ? findFollowRecord(records.data, league, conference) : undefined;
  const failed = follow.isError || unfollow.isError;

  function toggle() {
    follow.reset();
    unfollow.reset();
    if (record) unfollow.mutate(record.id);
    else
      follow.mutate(
        conference
          ? { followType: "conference", league, conference }
          : { followType: "league", league },
      );
  }

  return (
    <FollowToggle
      isFollowing={record !== undefined}
      disabled={records.isPending || follow.isPending || unfollow.isPending}
      subject={name}
      error={
        failed
          ? conference
            ? FOLLOWING_TEXTS.conferenceFailed
            : FOLLOWING_TEXTS.leagueFailed
          : null
      }
      compact={compact}
      onToggle={toggle}
    />
  );
}
