import { useState } from "react";
import { BULK_USER_ACTIONS } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { TextField } from "@/components/ui/text-field";
import { useBulkUsers } from "../../api/users-api";
import { BulkActionsBar } from "../bulk-actions-bar";

interface BulkUserActionsProps {
  selectedIds: string[];
  onDone: (text: string) => void;
}

/** Ban, unban, mute or unmute every selected user, with one reason. */
export function BulkUserActions({ selectedIds, onDone }: BulkUserActionsProps) {
  const bulk = useBulkUsers();
  const [reason, setReason] = useState("");
  return (
    <BulkActionsBar
      selectedIds={selectedIds}
      actions={BULK_USER_ACTIONS}
      initialAction="mute"
      nothingSelected={ADMIN_UI_MESSAGES.selectUsersFirst}
      pending={bulk.isPending}
      run={(action, userIds) => bulk.mutateAsync({ action, userIds, reason })}
      onDone={onDone}
    >
      <TextField
        label="Bulk reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </BulkActionsBar>
  );
}
