import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * A dialog that only shows something (a message's details, a user's history): with nothing in it
 * to lose, a tap beside it closes it, and a Close button does too — Escape alone leaves someone
 * on a phone with no way out.
 */
export function ReadOnlyDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeOnBackdropClick
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
