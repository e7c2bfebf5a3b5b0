import type { RoomButton } from "@huddle/contracts/room-navigation";
import { teamIdFromTeamroom } from "@huddle/contracts/rules/room";
import { FollowLeagueButton } from "@/features/following/components/follow-league-button";
import { FollowTeamButton } from "@/features/following/components/follow-team-button";

function queryOf(path: string): URLSearchParams {
  return new URLSearchParams(path.split("?")[1] ?? path);
}

/**
 * The home navigation lists what the user follows; each league, conference and team entry gets
 * its 'Following' toggle, so unfollowing works from the navigation itself (issue 4 §5).
 */
export function NavigationFollowAction({ button }: { button: RoomButton }) {
  const query = queryOf(button.path);
  const name = typeof button.label === "string" ? button.label : button.label.displayValue;
  if (button.type === "team") {
    const teamroom = query.get("teamroom");
    const teamId = button.teamId ?? (teamroom ? teamIdFromTeamroom(teamroom) : null);
    return teamId ? <FollowTeamButton teamId={teamId} teamName={name} compact /> : null;
  }
  const league = query.get("league");
  if (!league) return null;
  if (button.type === "league") return <FollowLeagueButton league={league} name={name} compact />;
  const conference = query.get("conference");
  if (button.type === "conference" && conference) {
    return <FollowLeagueButton league={league} conference={conference} name={name} compact />;
  }
  return null;
}
