import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserInList } from "@huddle/contracts/profile";
import { linkClass } from "@/components/ui/styles";

/** spec 000 §3 User in lists: name linking to the public profile, favorite team, an action. */
export function UserRow({ user, action }: { user: UserInList; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <Link to={`/profile?username=${encodeURIComponent(user.username)}`} className={linkClass}>
          {user.displayName || user.username}
        </Link>
        <span className="ml-2 text-sm text-gray-600 dark:text-gray-400">@{user.username}</span>
        {user.favoriteTeam ? (
          <p className="text-xs text-gray-600 dark:text-gray-400">{user.favoriteTeam}</p>
        ) : null}
      </div>
      {action}
    </li>
  );
}
