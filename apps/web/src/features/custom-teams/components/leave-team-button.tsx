import { useState } from "react";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import type { TeamActions } from "../hooks/use-team-actions";
import { ConfirmDialog } from "./confirm-dialog";

interface LeaveTeamButtonProps {
  team: Pick<CustomTeam, "id" | "name" | "isPublic">;
  actions: Pick<TeamActions, "leaveTeam">;
  busy: boolean;
}

/** 'Leave Team', asked first: a private team's room and games close to whoever leaves it. */
export function LeaveTeamButton({ team, actions, busy }: LeaveTeamButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
        Leave Team
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Leave ${team.name}?`}
          confirmLabel="Leave Team"
          busy={busy}
          onConfirm={() => actions.leaveTeam(team.id, () => setAsking(false))}
          onCancel={() => setAsking(false)}
        >
          <p>
            {team.isPublic
              ? "You will no longer be able to post in the team's room. You can join again later."
              : "You will lose access to this private team's room and games. Joining again may need approval."}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
