import type { AdminUser } from "@huddle/contracts/admin";
import { Button } from "@/components/ui/button";
import { UserBadges } from "./user-badges";
import type { UserDialogKind } from "./user-action-dialog";

interface UserRowProps {
  user: AdminUser;
  selected: boolean;
  onToggle: () => void;
  onOpen: (kind: UserDialogKind | "history") => void;
  onUnban: () => void;
  onUnmute: () => void;
}

/** One user with what the caller may do to them (the server's `abilities`). */
export function UserRow({ user, selected, onToggle, onOpen, onUnban, onUnmute }: UserRowProps) {
  const { abilities } = user;
  return (
    <li className="space-y-2 py-3" aria-label={user.username}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${user.username}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium break-words">
            {user.username}{" "}
            <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
              {user.email}
            </span>
          </p>
          <UserBadges user={user} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        {user.isBanned ? (
          <Button variant="secondary" disabled={!abilities.canBan} onClick={onUnban}>
            Unban
          </Button>
        ) : (
          <Button variant="danger" disabled={!abilities.canBan} onClick={() => onOpen("ban")}>
            Ban
          </Button>
        )}
        {user.isMuted ? (
          <Button variant="secondary" disabled={!abilities.canMute} onClick={onUnmute}>
            Unmute
          </Button>
        ) : (
          <Button variant="secondary" disabled={!abilities.canMute} onClick={() => onOpen("mute")}>
            Mute
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={!abilities.canChangeRole}
          onClick={() => onOpen("role")}
        >
          Role
        </Button>
        <Button
          variant="secondary"
          disabled={!abilities.canChangeTier}
          onClick={() => onOpen("tier")}
        >
          Tier
        </Button>
        <Button
          variant="secondary"
          disabled={!abilities.canSetExempt}
          onClick={() => onOpen("exempt")}
        >
          {user.exempt ? "Unexempt" : "Exempt"}
        </Button>
        <Button variant="ghost" onClick={() => onOpen("history")}>
          History
        </Button>
      </div>
    </li>
  );
}
