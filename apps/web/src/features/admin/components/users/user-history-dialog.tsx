import { timeAgo } from "@huddle/contracts/admin-console";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { Dialog } from "@/components/ui/dialog";
import { useAdminUser } from "../../api/users-api";
import { UserBadges } from "./user-badges";

interface UserHistoryDialogProps {
  userId: string;
  onClose: () => void;
}

/** A user's moderation history (spec 001 §3), opened from the console or the chat. */
export function UserHistoryDialog({ userId, onClose }: UserHistoryDialogProps) {
  const detail = useAdminUser(userId);
  const now = new Date(detail.dataUpdatedAt);
  return (
    <Dialog
      title={detail.data ? `History of ${detail.data.user.username}` : "Moderation history"}
      onClose={onClose}
    >
      {detail.isPending ? <p>Loading…</p> : null}
      {detail.isError ? <p role="alert">{ADMIN_UI_MESSAGES.userNotFound}</p> : null}
      {detail.data ? (
        <div className="space-y-3">
          <UserBadges user={detail.data.user} />
          {detail.data.history.length === 0 ? (
            <p className="text-sm">No moderation history.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {detail.data.history.map((item) => (
                <li key={`${item.createdAt}-${item.action}`}>
                  <strong>{item.action}</strong> by {item.moderator}
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
    </Dialog>
  );
}
