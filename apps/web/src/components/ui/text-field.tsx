import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { focusRing } from "./styles";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Status text under the field (availability, hints); announced politely. */
  hint?: ReactNode;
  /**
   * Keeps one line under the field for its hint or error even while it has none, so a message
   * that appears when the field loses focus does not move what the pointer is pressing below it.
   */
  reserveMessageLine?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, reserveMessageLine = false, id, className = "", ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-md border px-3 py-2 text-base text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
        {...props}
      />
      {reserveMessageLine || hint || error ? (
        <div className={`flex flex-col gap-1 ${reserveMessageLine ? "min-h-5" : ""}`}>
          {hint ? (
            <div id={hintId} className="text-sm" aria-live="polite">
              {hint}
            </div>
          ) : null}
          {error ? (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
