import { moderationActionLabel } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES, timeAgo } from "@huddle/contracts/admin-console";
import { ReadOnlyDialog } from "@/components/ui/read-only-dialog";
import { useMessageDetails } from "../../api/messages-api";

interface MessageDetailsDialogProps {
  messageId: string;
  onClose: () => void;
}

/** The message with its room, parent, reports, the filter's call and its moderation history. */
export function MessageDetailsDialog({ messageId, onClose }: MessageDetailsDialogProps) {
  const details = useMessageDetails(messageId);
  const now = new Date(details.dataUpdatedAt);
  const data = details.data;
  return (
    <ReadOnlyDialog title="Message details" onClose={onClose}>
      {details.isPending ? <p>Loading…</p> : null}
      {details.isError ? <p role="alert">{ADMIN_UI_MESSAGES.loadDataFailed}</p> : null}
      {data ? (
        <div className="space-y-3 text-sm">
          <p className="text-base wrap-anywhere">{data.message.messageText}</p>
          <p>
            {/* The server names the room, falling back to its slug when it cannot. */}
            By {data.message.user.username} in {data.room.name} · {data.message.status}
          </p>
          {data.parent ? (
            <p className="border-l-2 border-gray-300 pl-2">
              Reply to {data.parent.user.username}: {data.parent.messageText}
            </p>
          ) : null}
          {data.filterDecision ? (
            <p>
              Filter: {data.filterDecision.decision}
              {data.filterDecision.categories.length
                ? ` (${data.filterDecision.categories.join(", ")})`
                : ""}
            </p>
          ) : null}
          <h3 className="font-semibold">Reports</h3>
          {data.reports.length === 0 ? (
            <p>No reports.</p>
          ) : (
            <ul className="space-y-1">
              {data.reports.map((report) => (
                <li key={report.id}>
                  {report.reporter.username}: {report.reason} ({report.status})
                </li>
              ))}
            </ul>
          )}
          <h3 className="font-semibold">History</h3>
          {data.history.length === 0 ? (
            <p>No moderation history.</p>
          ) : (
            <ol className="space-y-1">
              {data.history.map((item) => (
                <li key={`${item.createdAt}-${item.action}`}>
                  {moderationActionLabel(item.action)} by {item.moderator}
                  {item.reason ? `: ${item.reason}` : ""} · {timeAgo(item.createdAt, now)}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </ReadOnlyDialog>
  );
}
