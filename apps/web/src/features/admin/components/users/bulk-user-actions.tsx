import { useState } from "react";
import { BULK_BAN_DURATIONS, BULK_USER_ACTIONS } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useBulkUsers } from "../../api/users-api";
import { BULK_USER_ACTION_LABELS } from "../../utils/action-labels";
import { BulkActionsBar } from "../bulk-actions-bar";

interface BulkUserActionsProps {
  selectedIds: string[];
  onDone: (text: string) => void;
}

type BulkBanDuration = (typeof BULK_BAN_DURATIONS)[number];

/**
 * Ban, unban, mute or unmute every selected user, with one reason; a ban takes one of the
 * spec 001 §9 presets, 24h or permanent (the default, as for a single ban, spec 000 §4).
 */
export function BulkUserActions({ selectedIds, onDone }: BulkUserActionsProps) {
  const bulk = useBulkUsers();
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState<BulkBanDuration>("permanent");
  return (
    <BulkActionsBar
      selectedIds={selectedIds}
      actions={BULK_USER_ACTIONS}
      actionLabel={(action) => BULK_USER_ACTION_LABELS[action]}
      initialAction="mute"
      nothingSelected={ADMIN_UI_MESSAGES.selectUsersFirst}
      pending={bulk.isPending}
      run={(action, userIds) =>
        bulk.mutateAsync({ action, userIds, reason, ...(action === "ban" ? { duration } : {}) })
      }
      onDone={onDone}
    >
      {(action) => (
        <>
          {action === "ban" ? (
            <SelectField
              label="Ban duration"
              options={BULK_BAN_DURATIONS}
              value={duration}
              onChange={(event) => setDuration(event.target.value as BulkBanDuration)}
            />
          ) : null}
          <TextField
            label="Bulk reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </BulkActionsBar>
  );
}
