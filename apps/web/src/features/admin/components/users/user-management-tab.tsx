import { useState } from "react";
import type { AdminUser } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import type { MembershipTier } from "@huddle/contracts/constants";
import { TextField } from "@/components/ui/text-field";
import { UserHistoryDialog } from "@/entities/moderation/components/user-history-dialog";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminUsers, useUnbanUser, useUnmuteUser } from "../../api/users-api";
import { errorText } from "../../utils/error-text";
import { Pager } from "../shared/pager";
import { BulkUserActions } from "./bulk-user-actions";
import { UserActionDialog, type UserDialogKind } from "./user-action-dialog";
import { UserRow } from "./user-row";

/** spec 001 §9: user search waits 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OpenDialog = {
  kind: UserDialogKind | "history";
  user: AdminUser;
  /** Picked in the row's inline tier selector. */
  pickedTier?: MembershipTier;
} | null;

export function UserManagementTab() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useAdminUsers(search, page);
  const unban = useUnbanUser();
  const unmute = useUnmuteUser();

  function toggle(userId: string) {
    const next = new Set(selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setSelected(next);
  }

  async function quickAction(action: typeof unban, user: AdminUser, failure: string) {
    try {
      setNotice((await action.mutateAsync({ userId: user.userId, reason: "" })).message);
    } catch (error) {
      setNotice(errorText(error, failure));
    }
  }

  const list = users.data?.users ?? [];
  const total = users.data?.pagination.total ?? 0;
  const emptyText = UUID.test(search) ? ADMIN_UI_MESSAGES.userNotFound : "No users found.";

  return (
    <div className="space-y-4">
      <TextField
        label="Search users"
        type="search"
        placeholder="Username, email or user ID"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          setPage(1);
        }}
      />
      <p role="status" aria-live="polite" className="text-sm">
        {notice}
      </p>
      <BulkUserActions selectedIds={[...selected]} onDone={setNotice} />
      {users.isPending ? <p>Loading users…</p> : null}
      {users.isError ? (
        <p role="alert">{errorText(users.error, ADMIN_UI_MESSAGES.fetchUsersFailed)}</p>
      ) : null}
      {users.data && list.length === 0 ? <p>{emptyText}</p> : null}
      {list.length > 0 ? (
        <>
          <p className="text-sm">
            {total} {total === 1 ? "user" : "users"}
          </p>
          <ul className="divide-y divide-gray-200 dark:divide-gray-700" aria-label="Users">
            {list.map((user) => (
              <UserRow
                key={user.userId}
                user={user}
                selected={selected.has(user.userId)}
                onToggle={() => toggle(user.userId)}
                onOpen={(kind) => setDialog({ kind, user })}
                onPickTier={(pickedTier) => setDialog({ kind: "tier", user, pickedTier })}
                onUnban={() => void quickAction(unban, user, ADMIN_UI_MESSAGES.banFailed)}
                onUnmute={() => void quickAction(unmute, user, "Failed to unmute user")}
              />
            ))}
          </ul>
        </>
      ) : null}
      <Pager page={page} totalPages={users.data?.pagination.totalPages ?? 1} onPage={setPage} />
      {dialog?.kind === "history" ? (
        <UserHistoryDialog userId={dialog.user.userId} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <UserActionDialog
          kind={dialog.kind}
          user={dialog.user}
          pickedTier={dialog.pickedTier}
          onDone={setNotice}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
