import { useState } from "react";
import { useNavigate } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useDeleteCustomTeam } from "../api/update-custom-team";
import { MANAGE_TEXTS } from "../utils/custom-team-texts";
import { ConfirmDialog } from "./confirm-dialog";

/** The owner's Delete Team, behind a confirmation; the manage page then says it is done. */
export function DeleteTeamSection({ team }: { team: CustomTeam }) {
  const navigate = useNavigate();
  const remove = useDeleteCustomTeam();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="danger-zone-heading"
      className="space-y-3 rounded-lg border border-red-300 p-4 dark:border-red-800"
    >
      <h2 id="danger-zone-heading" className="text-base font-semibold">
        Delete this team
      </h2>
      <p className="text-sm">Its members, join requests, games and room messages go with it.</p>
      {remove.isError ? <Notice tone="error">{MANAGE_TEXTS.deleteFailed}</Notice> : null}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete Team
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${team.name}?`}
          confirmLabel="Delete Team"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(team.id, {
              onSuccess: () => void navigate("/custom/manage", { state: { deleted: true } }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          <p>{MANAGE_TEXTS.deleteWarning}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
