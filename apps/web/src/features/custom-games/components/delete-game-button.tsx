import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useDeleteCustomGame } from "../api/delete-custom-game";
import { actionErrorMessage } from "../utils/action-error";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";

/** Delete Game, after a confirmation: the game's room and messages go with it. */
export function DeleteGameButton({ gameId, onDeleted }: { gameId: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useDeleteCustomGame();
  const close = () => {
    setConfirming(false);
    mutation.reset();
  };
  return (
    <section
      aria-label="Danger zone"
      className="space-y-2 rounded-lg border border-red-200 p-4 dark:border-red-900"
    >
      <h2 className="text-base font-semibold">Delete this game</h2>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete Game
      </Button>
      {confirming ? (
        <Dialog
          title="Delete Game?"
          onClose={close}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(gameId, { onSuccess: onDeleted })}
              >
                {mutation.isPending ? "Deleting..." : "Delete Game"}
              </Button>
            </>
          }
        >
          <div className="space-y-3">
            <p>{CUSTOM_GAME_TEXTS.deleteConfirm}</p>
            {mutation.isError ? (
              <Notice tone="error">
                {actionErrorMessage(mutation.error, CUSTOM_GAME_TEXTS.deleteFailed)}
              </Notice>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
