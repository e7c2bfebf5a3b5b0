import type { RoomButton } from "@huddle/contracts/room-navigation";
import { FollowLeagueButton } from "@/features/following/components/follow-league-button";
import { FollowTeamButton } from "@/features/following/components/follow-team-button";

/**
 * The home navigation lists what the user follows; each league, conference and team entry gets
 * its 'Following' toggle, so unfollowing works from the navigation itself (issue 4 §5).
 */
export function NavigationFollowAction({ button }: { button: RoomButton }) {
  const { room } = button;
  const name = typeof button.label === "string" ? button.label : button.label.displayValue;
  if (button.type === "team" && room.type === "team") {
    return <FollowTeamButton teamId={button.teamId ?? room.teamId} teamName={name} compact />;
  }
  if (button.type === "league" && room.type === "league") {
    return <FollowLeagueButton league={room.league} name={name} compact />;
  }
  if (button.type === "conference" && room.type === "conference") {
    return (
      <FollowLeagueButton league={room.league} conference={room.conference} name={name} compact />
    );
  }
  return null;
}
