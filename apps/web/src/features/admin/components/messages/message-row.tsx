import type {
  MessageModerationAction,
  ModerationMessage,
} from "@huddle/contracts/admin-moderation";
import { Button } from "@/components/ui/button";
import { MESSAGE_ACTION_LABELS } from "../../utils/action-labels";

interface MessageRowProps {
  message: ModerationMessage;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onDetails: () => void;
  onAction: (action: MessageModerationAction) => void;
  /** Ban or mute the author: offered only when the server says this viewer may. */
  onAuthorAction: (kind: AuthorAction) => void;
}

export type AuthorAction = "ban" | "mute";

/** spec 001 §4: pending items are approved, deleted or their report rejected; appealed ones allowed. */
function actionsFor(message: ModerationMessage): MessageModerationAction[] {
  if (message.status === "deleted") return [];
  const actions: MessageModerationAction[] =
    message.status === "pending" ? ["approve", "delete", "reject"] : ["delete"];
  if (message.isAppealed) actions.push("allow");
  return actions;
}

const openReportsText = (count: number) => `${count} open ${count === 1 ? "report" : "reports"}`;

export function MessageRow({
  message,
  selected,
  busy,
  onToggle,
  onDetails,
  onAction,
  onAuthorAction,
}: MessageRowProps) {
  const label = `Message by ${message.user.username}`;
  const { canBan, canMute } = message.authorAbilities;
  return (
    <li className="space-y-2 py-3" aria-label={label}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select message by ${message.user.username}: ${message.messageText}`}
        />
        <div className="min-w-0 flex-1">
          <p className="wrap-anywhere">{message.messageText}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {message.user.username} in{" "}
            {/* The slug is what the Room filter takes, so it stays one hover away. */}
            <span title={message.roomSlug}>{message.roomName}</span> · {message.status}
            {message.moderationStatus === "quarantined" ? " · held" : ""}
            {message.pendingReports > 0 ? ` · ${openReportsText(message.pendingReports)}` : ""}
            {message.isAppealed ? " · appealed" : ""}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        <Button variant="ghost" onClick={onDetails}>
          Details
        </Button>
        {actionsFor(message).map((action) => (
          <Button
            key={action}
            variant={action === "delete" ? "danger" : "secondary"}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {MESSAGE_ACTION_LABELS[action]}
          </Button>
        ))}
        {canMute ? (
          <Button variant="secondary" onClick={() => onAuthorAction("mute")}>
            Mute author
          </Button>
        ) : null}
        {canBan ? (
          <Button variant="danger" onClick={() => onAuthorAction("ban")}>
            Ban author
          </Button>
        ) : null}
      </div>
    </li>
  );
}
