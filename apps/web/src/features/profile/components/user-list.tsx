import type { ComponentProps } from "react";
import type { UserInList } from "@huddle/contracts/profile";
import { Button } from "@/components/ui/button";
import { UserRow } from "./user-row";

interface UserListProps {
  /** The list's accessible name ("People you follow"). */
  label: string;
  users: UserInList[];
  /** The one action each row offers ("Unfollow"); its button also names the user to readers. */
  action: string;
  variant?: ComponentProps<typeof Button>["variant"];
  busy: boolean;
  onAction: (userId: string) => void;
}

/** People in rows, each with the same action (spec 000 §3 User in lists). */
export function UserList({ label, users, action, variant, busy, onAction }: UserListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-gray-200 dark:divide-gray-700">
      {users.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          action={
            <Button variant={variant} disabled={busy} onClick={() => onAction(user.id)}>
              {action}
              <span className="sr-only"> {user.username}</span>
            </Button>
          }
        />
      ))}
    </ul>
  );
}
