import { Button } from "@/components/ui/button";
import { useCustomTeam } from "../api/get-custom-team";
import { useTeamActions } from "../hooks/use-team-actions";
import { ActionToast } from "./action-toast";

/**
 * A public team's room read by a fan who is not on the team: the composer says "Join this team
 * to post messages in its room.", so the header offers the join itself, worded as the team
 * cards word it (spec 001 §2). A request waiting for the owner says so where the button was.
 */
export function RoomJoinTeamAction({
  teamId,
  onJoined,
}: {
  teamId: string;
  /** After a join or a request: the room asks again whether the fan may post. */
  onJoined?: () => void;
}) {
  const { data: team } = useCustomTeam(teamId);
  const actions = useTeamActions();

  return (
    <>
      {/* The toast outlives the button: a fan who just joined still reads that they did. */}
      {!team || team.isMember ? null : team.hasPendingRequest ? (
        <Button disabled>Request Pending</Button>
      ) : team.canJoin ? (
        <Button
          disabled={actions.busyTeamId === teamId}
          onClick={() => actions.joinTeam(teamId, onJoined)}
        >
          {team.requiresApproval ? "Request to Join" : "Join Team"}
        </Button>
      ) : null}
      <ActionToast notice={actions.notice} onDismiss={actions.dismissNotice} />
    </>
  );
}
