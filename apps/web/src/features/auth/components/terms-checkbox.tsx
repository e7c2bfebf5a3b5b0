import { useId, useState } from "react";
import { focusRing } from "@/components/ui/styles";
import { AUTH_TEXTS } from "../utils/auth-texts";
import { TermsModal } from "./terms-modal";

interface TermsCheckboxProps {
  accepted: boolean;
  error?: string;
  onChange: (accepted: boolean) => void;
  onDismiss: () => void;
}

/** Ticking the box opens the guidelines; only 'I Accept These Terms' ticks it. */
export function TermsCheckbox({ accepted, error, onChange, onDismiss }: TermsCheckboxProps) {
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => (accepted ? onChange(false) : setOpen(true))}
          className={`mt-1 h-4 w-4 rounded ${focusRing}`}
        />
        <label htmlFor={id} className="text-sm">
          I agree to the{" "}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`font-medium text-sky-700 underline dark:text-sky-300 ${focusRing}`}
          >
            {AUTH_TEXTS.termsTitle}
          </button>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {open ? (
        <TermsModal
          onAccept={() => {
            setOpen(false);
            onChange(true);
          }}
          onCancel={() => {
            setOpen(false);
            onDismiss();
          }}
        />
      ) : null}
    </div>
  );
}
