import { useState } from "react";
import { BAN_DURATIONS, type BanDuration } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES, confirmBanText } from "@huddle/contracts/admin-console";
import { SelectField } from "@/components/ui/select-field";
import { useBanUser } from "../../api/users-api";
import { requireReason } from "../../utils/reason-rules";
import { ActionDialog } from "./action-dialog";

export interface RestrictionTarget {
  userId: string;
  username: string;
}

interface BanDialogProps {
  target: RestrictionTarget;
  onDone: (text: string) => void;
  onClose: () => void;
}

/**
 * spec 001 §5: a ban is confirmed here, from the user list or the message list ("Banning from the
 * message list asks for confirmation"), with a non-blank reason and a duration.
 */
export function BanDialog({ target, onDone, onClose }: BanDialogProps) {
  const ban = useBanUser();
  // spec 000 §4 Other: 'Ban duration defaults to 'permanent'.'
  const [duration, setDuration] = useState<BanDuration>("permanent");
  return (
    <ActionDialog
      title={`Ban ${target.username}`}
      confirmLabel="Ban user"
      danger
      validateReason={requireReason}
      failureText={ADMIN_UI_MESSAGES.banFailed}
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await ban.mutateAsync({ userId: target.userId, reason, duration });
        onDone(result.message);
      }}
    >
      <p className="text-sm">{confirmBanText(target.username)}</p>
      <SelectField
        label="Duration"
        options={BAN_DURATIONS}
        value={duration}
        onChange={(event) => setDuration(event.target.value as BanDuration)}
      />
    </ActionDialog>
  );
}
