import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { useMuteUser } from "../../api/users-api";
import { anyReason } from "../../utils/reason-rules";
import { ActionDialog } from "./action-dialog";
import type { RestrictionTarget } from "./ban-dialog";

/** spec 001 §5: hours; empty means permanent. */
function parseHours(text: string): number | null | "invalid" {
  if (text.trim() === "") return null;
  const hours = Number(text);
  return Number.isInteger(hours) && hours >= 1 && hours <= 24 * 365 ? hours : "invalid";
}

interface MuteDialogProps {
  target: RestrictionTarget;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** The mute prompt (spec 001 §5): whole hours, empty for permanent; Cancel aborts. */
export function MuteDialog({ target, onDone, onClose }: MuteDialogProps) {
  const mute = useMuteUser();
  const [hoursText, setHoursText] = useState("");
  const [hoursError, setHoursError] = useState<string | undefined>();
  return (
    <ActionDialog
      title={`Mute ${target.username}`}
      confirmLabel="Mute user"
      validateReason={anyReason}
      failureText="Failed to mute user"
      onClose={onClose}
      validateFields={() => {
        const valid = parseHours(hoursText) !== "invalid";
        setHoursError(
          valid ? undefined : "Enter whole hours (1 to 8760), or leave empty to mute permanently",
        );
        return valid;
      }}
      onConfirm={async (reason) => {
        const hours = parseHours(hoursText);
        if (hours === "invalid") return;
        const result = await mute.mutateAsync({ userId: target.userId, hours, reason });
        onDone(result.message);
      }}
    >
      <TextField
        label="Hours (empty mutes permanently)"
        inputMode="numeric"
        value={hoursText}
        error={hoursError}
        onChange={(event) => setHoursText(event.target.value)}
      />
    </ActionDialog>
  );
}
