import { useState } from "react";
import {
  ACTION_REASON_MAX_LENGTH,
  DEFAULT_MUTE_DAYS,
} from "@huddle/contracts/custom-team-management";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { MUTE_CHOICES, type MuteDays } from "../utils/member-management";

interface MuteMemberDialogProps {
  username: string;
  busy: boolean;
  onConfirm: (days: MuteDays, reason: string) => void;
  onCancel: () => void;
}

/** Mute with a duration (default 7 days, spec 001 §9) and an optional reason. */
export function MuteMemberDialog({ username, busy, onConfirm, onCancel }: MuteMemberDialogProps) {
  const [choice, setChoice] = useState(String(DEFAULT_MUTE_DAYS));
  const [reason, setReason] = useState("");
  const labels = MUTE_CHOICES.map((c) => c.label);
  const selected = MUTE_CHOICES.find((c) => c.value === choice) ?? MUTE_CHOICES[2]!;
  return (
    <Dialog
      title={`Mute ${username}`}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => onConfirm(selected.days, reason.trim())}>
            {busy ? "Working..." : "Mute Member"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm">A muted member can read the team&apos;s room but cannot post.</p>
        <SelectField
          label="Duration"
          options={labels}
          value={selected.label}
          onChange={(e) =>
            setChoice(MUTE_CHOICES.find((c) => c.label === e.target.value)?.value ?? choice)
          }
        />
        <TextField
          label="Reason (optional)"
          value={reason}
          maxLength={ACTION_REASON_MAX_LENGTH}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
