import type { TeamMember } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { ROLE_LABELS, statusLabel, type MemberAbilities } from "../utils/member-management";

export type MemberDialog = "mute" | "block" | "remove";

interface MemberRowProps {
  member: TeamMember;
  abilities: MemberAbilities;
  busy: boolean;
  onDialog: (dialog: MemberDialog) => void;
  onRole: (role: "member" | "admin") => void;
  onUnmute: () => void;
  onUnblock: () => void;
}

/** One member: name, role, status (until when), reason, and what the viewer may do. */
export function MemberRow({
  member,
  abilities,
  busy,
  onDialog,
  onRole,
  onUnmute,
  onUnblock,
}: MemberRowProps) {
  const status = statusLabel(member);
  const muted = status.startsWith("Muted");
  const blocked = member.status === "blocked";
  const small = "px-3 py-1.5 text-xs";
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p
          id={`member-${member.userId}`}
          tabIndex={-1}
          className={`rounded font-medium wrap-anywhere ${focusRing}`}
        >
          {/* A space, not only a margin: read aloud or copied, "bree Admin", not "breeAdmin". */}
          {member.username}{" "}
          <span className="ml-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100">
            {ROLE_LABELS[member.role]}
          </span>
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          <span
            className={muted || blocked ? "font-semibold text-amber-800 dark:text-amber-300" : ""}
          >
            {status}
          </span>
          {" · "}Joined {new Date(member.joinedAt).toLocaleDateString()}
          {(muted || blocked) && member.actionReason ? ` · Reason: ${member.actionReason}` : ""}
        </p>
      </div>
      {abilities.changeRole || abilities.moderate ? (
        <div
          role="group"
          aria-label={`Actions for ${member.username}`}
          className="flex flex-wrap gap-2"
        >
          {/* Only an active member is made an admin (the server answers 409 otherwise). */}
          {abilities.changeRole && (member.role === "admin" || member.status === "active") ? (
            <Button
              variant="secondary"
              className={small}
              disabled={busy}
              onClick={() => onRole(member.role === "admin" ? "member" : "admin")}
            >
              {member.role === "admin" ? "Make Member" : "Make Admin"}
            </Button>
          ) : null}
          {abilities.moderate && !blocked ? (
            muted ? (
              <Button variant="secondary" className={small} disabled={busy} onClick={onUnmute}>
                Unmute
              </Button>
            ) : (
              <Button
                variant="secondary"
                className={small}
                disabled={busy}
                onClick={() => onDialog("mute")}
              >
                Mute
              </Button>
            )
          ) : null}
          {abilities.moderate ? (
            blocked ? (
              <Button variant="secondary" className={small} disabled={busy} onClick={onUnblock}>
                Unblock
              </Button>
            ) : (
              <Button
                variant="secondary"
                className={small}
                disabled={busy}
                onClick={() => onDialog("block")}
              >
                Block
              </Button>
            )
          ) : null}
          {abilities.moderate ? (
            <Button
              variant="danger"
              className={small}
              disabled={busy}
              onClick={() => onDialog("remove")}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
