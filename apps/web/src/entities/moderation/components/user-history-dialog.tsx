import { moderationActionLabel } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES, timeAgo } from "@huddle/contracts/admin-console";
import { ReadOnlyDialog } from "@/components/ui/read-only-dialog";
import { useUserModeration } from "../api/get-user-moderation";

interface UserHistoryDialogProps {
  userId: string;
  onClose: () => void;
}

/** A user's moderation history (spec 001 §3), opened from the console or a chat message. */
export function UserHistoryDialog({ userId, onClose }: UserHistoryDialogProps) {
  const detail = useUserModeration(userId);
  const now = new Date(detail.dataUpdatedAt);
  const user = detail.data?.user;
  return (
    <ReadOnlyDialog
      title={user ? `History of ${user.username}` : "Moderation history"}
      onClose={onClose}
    >
      {detail.isPending ? <p>Loading…</p> : null}
      {detail.isError ? <p role="alert">{ADMIN_UI_MESSAGES.userNotFound}</p> : null}
      {detail.data && user ? (
        <div className="space-y-3 text-sm">
          <p>
            {user.isBanned ? "Banned" : "Not banned"} · {user.isMuted ? "Muted" : "Not muted"}
          </p>
          {detail.data.history.length === 0 ? (
            <p>No moderation history.</p>
          ) : (
            <ol className="space-y-2">
              {detail.data.history.map((item) => (
                <li key={`${item.createdAt}-${item.action}`}>
                  <strong>{moderationActionLabel(item.action)}</strong> by {item.moderator}
                  {item.reason ? `: ${item.reason}` : ""}{" "}
                  <time dateTime={item.createdAt} className="text-gray-600 dark:text-gray-400">
                    {timeAgo(item.createdAt, now)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </ReadOnlyDialog>
  );
}
