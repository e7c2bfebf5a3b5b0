import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "../../utils/error-text";

interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  /** The reason's rule (spec 001 §5): the text to show, or null when it passes. */
  validateReason: (reason: string) => string | null;
  /** The text when the server refuses without saying why (spec 001 §8). */
  failureText: string;
  danger?: boolean;
  /** Checks this action's own fields (showing their errors); false stops the submit. */
  validateFields?: () => boolean;
  /** Fields of this action (duration, role, tier…) above the reason. */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A staff action with a reason: checks the §5 rule, shows the server's refusal, closes on success. */
export function ActionDialog({
  title,
  confirmLabel,
  validateReason,
  failureText,
  danger = false,
  validateFields = () => true,
  children,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateReason(reason.trim());
    setReasonError(problem);
    const fieldsValid = validateFields();
    if (problem || !fieldsValid) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(errorText(error, failureText));
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        {children}
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError ?? undefined}
        />
        {failure ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
