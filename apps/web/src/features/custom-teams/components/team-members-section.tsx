import { useEffect, useRef, useState } from "react";
import type { CustomTeam, TeamMember } from "@huddle/contracts/custom-teams";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { focusRing } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useSession } from "@/lib/session/use-session";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useMemberAction, useTeamMembers, type MemberAction } from "../api/team-members";
import { apiErrorText } from "../utils/api-error-text";
import { abilitiesFor, MUTE_CHOICES } from "../utils/member-management";
import { ConfirmDialog } from "./confirm-dialog";
import { MemberRow, type MemberDialog } from "./member-row";
import { MuteMemberDialog } from "./mute-member-dialog";

function doneText(member: TeamMember, action: MemberAction): string {
  const name = member.username;
  switch (action.kind) {
    case "role":
      return action.role === "admin" ? `${name} is now a team admin.` : `${name} is now a member.`;
    case "mute": {
      const label = MUTE_CHOICES.find((c) => c.days === action.days)?.label ?? "";
      return action.days === null
        ? `${name} is muted permanently.`
        : `${name} is muted for ${label}.`;
    }
    case "unmute":
      return `${name} is unmuted.`;
    case "block":
      return `${name} is blocked from the team.`;
    case "unblock":
      return `${name} is unblocked.`;
    case "remove":
      return `${name} was removed from the team.`;
  }
}

/** The members list with role, status and the viewer's actions (spec 001 §4 Member status). */
export function TeamMembersSection({ team }: { team: CustomTeam }) {
  const { user } = useSession();
  const members = useTeamMembers(team.id);
  const act = useMemberAction(team.id);
  const { notice, show } = useTimedNotice();
  const [dialog, setDialog] = useState<{ member: TeamMember; kind: MemberDialog } | null>(null);
  const [reason, setReason] = useState("");
  /** Where focus goes after the next render: a member's name, or the heading. */
  const focusNext = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After an action, focus goes to the member's name (their buttons may have changed), or to
  // the heading when they left the list. Runs after the dialog has handed focus back.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    (next === "heading" ? headingRef.current : document.getElementById(`member-${next}`))?.focus();
  });

  function run(member: TeamMember, action: MemberAction) {
    act.mutate(
      { userId: member.userId, action },
      {
        onSuccess: () => show("success", doneText(member, action)),
        onError: (error) =>
          show("error", apiErrorText(error, "That did not work. Please try again.")),
        onSettled: (_data, error) => {
          setDialog(null);
          setReason("");
          focusNext.current = action.kind === "remove" && !error ? "heading" : member.userId;
        },
      },
    );
  }

  const viewer = { userId: user?.id ?? "", role: team.viewerRole, status: team.viewerStatus };
  const list = members.data ?? [];
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2
        id="members-heading"
        ref={headingRef}
        tabIndex={-1}
        className={`rounded text-lg font-semibold ${focusRing}`}
      >
        Members ({list.length})
      </h2>
      <TimedNoticeView notice={notice} />
      {members.isPending ? <LoadingScreen inline message="Loading members..." /> : null}
      {members.isError ? (
        <ErrorBox
          message={apiErrorText(members.error, "Failed to load members.")}
          onRetry={() => void members.refetch()}
        />
      ) : null}
      {members.isSuccess && list.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No members yet.</p>
      ) : null}
      {list.length ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {list.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              abilities={abilitiesFor(viewer, member)}
              busy={act.isPending}
              onDialog={(kind) => setDialog({ member, kind })}
              onRole={(role) => run(member, { kind: "role", role })}
              onUnmute={() => run(member, { kind: "unmute" })}
              onUnblock={() => run(member, { kind: "unblock" })}
            />
          ))}
        </ul>
      ) : null}
      {dialog?.kind === "mute" ? (
        <MuteMemberDialog
          username={dialog.member.username}
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(days, why) => run(dialog.member, { kind: "mute", days, reason: why })}
        />
      ) : null}
      {dialog?.kind === "block" ? (
        <ConfirmDialog
          title={`Block ${dialog.member.username}?`}
          confirmLabel="Block Member"
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => run(dialog.member, { kind: "block", reason: reason.trim() })}
        >
          <div className="space-y-3">
            <p>
              A blocked member can neither read nor post in the team&apos;s rooms and cannot join
              again until unblocked.
            </p>
            <TextField
              label="Reason (optional)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === "remove" ? (
        <ConfirmDialog
          title={`Remove ${dialog.member.username}?`}
          confirmLabel="Remove Member"
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => run(dialog.member, { kind: "remove" })}
        >
          <p>
            They leave the team at once. They can ask to join again unless you block them instead.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
