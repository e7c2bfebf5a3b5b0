import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { focusRing, linkClass } from "@/components/ui/styles";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useMyTeams } from "../api/get-my-teams";
import { useDeleteCustomTeam } from "../api/update-custom-team";
import { MANAGE_TEXTS } from "../utils/custom-team-texts";
import { ConfirmDialog } from "./confirm-dialog";
import { ManageTeamCard } from "./manage-team-card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /custom/manage (spec 001 §2 Manage page): the teams the user owns. */
export function ManageTeamsPage() {
  const teams = useMyTeams();
  const remove = useDeleteCustomTeam();
  useDocumentTitle("Manage Your Teams");
  // spec 001 §8: the success notice clears after 3 s (errors stay 5 s).
  const { notice, show } = useTimedNotice();
  const [confirming, setConfirming] = useState<CustomTeam | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // After a delete the card (and the button that opened the dialog) may be gone: focus moves to
  // the page heading once the dialog has closed and handed focus back.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  // A team deleted from its edit page lands here: the same notice, said once (not on a reload).
  const location = useLocation();
  const navigate = useNavigate();
  const deletedElsewhere = (location.state as { deleted?: unknown } | null)?.deleted === true;
  useEffect(() => {
    if (!deletedElsewhere) return;
    show("success", MANAGE_TEXTS.deleted);
    focusHeading.current = true;
    void navigate(".", { replace: true, state: null });
  }, [deletedElsewhere, navigate, show]);

  function confirmDelete() {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => show("success", MANAGE_TEXTS.deleted),
      onError: () => show("error", MANAGE_TEXTS.deleteFailed),
      onSettled: () => {
        focusHeading.current = true;
        setConfirming(null);
      },
    });
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link to="/custom" className={linkClass}>
        Back to Custom Teams
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className={`rounded text-2xl font-bold sm:text-3xl ${focusRing}`}
        >
          Manage Your Teams
        </h1>
        <Link
          to="/custom/create-team"
          className={`rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`}
        >
          Create Team
        </Link>
      </div>
      <TimedNoticeView notice={notice} />
      {teams.isPending ? <LoadingScreen inline message="Loading your teams..." /> : null}
      {teams.isError ? (
        <ErrorBox message={MANAGE_TEXTS.loadFailed} onRetry={() => void teams.refetch()} />
      ) : null}
      {teams.data?.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-gray-300 p-8 text-center dark:border-gray-600">
          <p className="font-medium">{MANAGE_TEXTS.emptyTitle}</p>
          <Link
            to="/custom/create-team"
            className={`inline-flex rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`}
          >
            {MANAGE_TEXTS.createFirst}
          </Link>
        </div>
      ) : null}
      {teams.data?.length ? (
        <ul aria-label="Your teams" className="grid gap-4 md:grid-cols-2">
          {teams.data.map((team) => (
            <ManageTeamCard key={team.id} team={team} onDelete={setConfirming} />
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${confirming.name}?`}
          confirmLabel="Delete Team"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        >
          <p>{MANAGE_TEXTS.deleteWarning}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
