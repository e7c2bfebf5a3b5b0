import { forwardRef, useId, type TextareaHTMLAttributes } from "react";
import { focusRing } from "@/components/ui/styles";

interface GameTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled multi-line field whose error is tied to it for screen readers. */
export const GameTextArea = forwardRef<HTMLTextAreaElement, GameTextAreaProps>(
  function GameTextArea({ label, error, id, ...props }, ref) {
    const generatedId = useId();
    const fieldId = id ?? generatedId;
    const errorId = `${fieldId}-error`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`rounded-md border px-3 py-2 text-base text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
          {...props}
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
